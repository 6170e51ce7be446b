ALTER TABLE "admin_users" ADD COLUMN "avatar" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "author_staff_id" uuid;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_author_staff_id_admin_users_id_fk" FOREIGN KEY ("author_staff_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;