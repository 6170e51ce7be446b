import { index, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { createdAt, id, tenantId, ts, tsvector, updatedAt } from "./columns";
import { adminUsers, tenants } from "./tenants";
import { collections } from "./catalog";

export const cmsPages = pgTable(
  "cms_pages",
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    content: text("content").notNull().default(""),
    metaTitle: text("meta_title").notNull().default(""),
    metaDescription: text("meta_description").notNull().default(""),
    ogImage: text("og_image").notNull().default(""),
    /** published | draft */
    status: varchar("status", { length: 16 }).notNull().default("draft"),
    /** Custom fields: free key/value pairs (image URLs in the demo store). */
    fields: jsonb("fields").$type<Record<string, string>>().notNull().default({}),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(meta_description, '')), 'B') || setweight(to_tsvector('english', coalesce(content, '')), 'D')`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    publishedAt: ts("published_at"),
    /** A draft's scheduled publication: the content.publish job publishes it then (unless this changed meanwhile). */
    publishAt: ts("publish_at"),
  },
  (t) => [
    uniqueIndex("cms_pages_tenant_slug_uq").on(t.tenantId, t.slug),
    index("cms_pages_tenant_status_idx").on(t.tenantId, t.status),
    index("cms_pages_search_idx").using("gin", t.searchVector),
  ],
);

export const blogAuthors = pgTable(
  "blog_authors",
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("blog_authors_tenant_idx").on(t.tenantId)],
);

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull().default(""),
    content: text("content").notNull().default(""),
    /** 1200x800 image URL; null falls back to the tenant's social image. */
    featuredImage: text("featured_image"),
    authorId: uuid("author_id").references(() => blogAuthors.id, { onDelete: "set null" }),
    /** The staff member who signs the post (chosen in the editor); takes the place of `authorId`'s imported author. */
    authorStaffId: uuid("author_staff_id").references(() => adminUsers.id, { onDelete: "set null" }),
    seoTitle: text("seo_title").notNull().default(""),
    seoDescription: text("seo_description").notNull().default(""),
    /** 1200x630 image URL. */
    ogImage: text("og_image").notNull().default(""),
    /** published | draft */
    status: varchar("status", { length: 16 }).notNull().default("draft"),
    publishedAt: ts("published_at"),
    /** A draft's scheduled publication: the content.publish job publishes it then (unless this changed meanwhile). */
    publishAt: ts("publish_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("blog_posts_tenant_slug_uq").on(t.tenantId, t.slug),
    index("blog_posts_tenant_status_published_idx").on(t.tenantId, t.status, t.publishedAt),
  ],
);

export const blogPostCollections = pgTable(
  "blog_post_collections",
  {
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    postId: uuid("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    collectionId: uuid("collection_id")
      .notNull()
      .references(() => collections.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.collectionId] })],
);

/**
 * A slug a page or post had before it was renamed: the storefront answers 308 from it to the current slug, and the
 * API's 404 names it in `redirectTo`. Renames collapse (an old slug always points at the record, not at another old
 * slug); a new page or post that takes an old slug removes its row.
 */
export const contentRedirects = pgTable(
  "content_redirects",
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    /** page | post */
    kind: varchar("kind", { length: 8 }).notNull(),
    oldSlug: text("old_slug").notNull(),
    pageId: uuid("page_id").references(() => cmsPages.id, { onDelete: "cascade" }),
    postId: uuid("post_id").references(() => blogPosts.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("content_redirects_tenant_kind_slug_uq").on(t.tenantId, t.kind, t.oldSlug)],
);
