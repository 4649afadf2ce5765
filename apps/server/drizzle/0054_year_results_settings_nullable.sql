ALTER TABLE "schools" ALTER COLUMN "makeup_limit_kind" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ALTER COLUMN "makeup_limit" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ALTER COLUMN "makeup_score_rule" DROP NOT NULL;