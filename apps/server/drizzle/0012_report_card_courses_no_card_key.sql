ALTER TABLE "report_card_courses" DROP CONSTRAINT "report_card_courses_report_card_id_report_cards_id_fk";
