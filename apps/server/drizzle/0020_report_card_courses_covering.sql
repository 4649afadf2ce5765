-- The key of a card's course rows also carries each row's course plan and score, so the reports
-- over a school's cards (below passing, the best per course) read them from the index alone instead
-- of every course row of the network. Drizzle's schema cannot say INCLUDE; the key columns are
-- unchanged, so later generated migrations see no difference.
ALTER TABLE "report_card_courses" DROP CONSTRAINT "report_card_courses_card_group";--> statement-breakpoint
ALTER TABLE "report_card_courses" ADD CONSTRAINT "report_card_courses_card_group" PRIMARY KEY ("report_card_id", "course_group_id") INCLUDE ("course_plan_id", "score");
