import { z } from "zod";
import { blogIndex, blogIndexQuery, blogPostDetail, operatorPost, operatorPostPatch } from "@/lib/blog/schemas";
import { cmsPageDetail, cmsPageList, operatorPage, operatorPagePatch } from "@/lib/cms/schemas";
import { marketResponse } from "@/lib/market/schemas";
import { searchQuery, searchResponse } from "@/lib/search/schemas";
import { operatorPackagePatch, subscriptionConfigurationResponse } from "@/lib/subscriptions/schemas";
import { operation, responses } from "../registry";

const jsonBody = (schema: z.ZodType) => ({ body: { content: { "application/json": { schema } } } });

operation({
  method: "get",
  path: "/cms/pages",
  tags: ["CMS"],
  summary: "List the published CMS pages",
  description: "Timestamps carry microseconds.",
  auth: "api",
  responses: { ...responses.ok(cmsPageList), ...responses.unauthenticated },
});

operation({
  method: "get",
  path: "/cms/pages/{pageSlug}",
  tags: ["CMS"],
  summary: "One published CMS page (not enveloped)",
  auth: "api",
  request: { params: z.object({ pageSlug: z.string() }) },
  responses: { ...responses.ok(cmsPageDetail), ...responses.unauthenticated, ...responses.notFound("Page not found (unknown or draft).") },
});

operation({
  method: "get",
  path: "/cms/posts",
  tags: ["CMS"],
  summary: "The blog index: published posts, newest first",
  auth: "api",
  extension: true,
  request: { query: blogIndexQuery },
  responses: { ...responses.ok(blogIndex), ...responses.unauthenticated, ...responses.validation },
});

operation({
  method: "get",
  path: "/cms/posts/{slug}",
  tags: ["CMS"],
  summary: "One published blog post",
  description:
    "Timestamps to the second. `featuredImage` falls back to the store's social image. Cached: `Cache-Control: public, s-maxage=600, stale-while-revalidate=3600`, `Vary: Authorization`.",
  auth: "api",
  request: { params: z.object({ slug: z.string() }) },
  responses: { ...responses.ok(blogPostDetail), ...responses.unauthenticated, ...responses.notFound("Post not found.") },
});

operation({
  method: "get",
  path: "/search",
  tags: ["Products"],
  summary: "Search products, pages, collections, events and subscription packages",
  description: "Full-text search with typo tolerance. `type` limits the search to one kind; `limit` is per type.",
  auth: "api",
  request: { query: searchQuery },
  responses: { ...responses.ok(searchResponse), ...responses.unauthenticated, ...responses.validation, ...responses.rateLimited },
});

operation({
  method: "get",
  path: "/subscription-packages/{productId}/configuration",
  tags: ["Subscriptions"],
  summary: "Options for configuring a subscription package",
  description: "Frequencies are in weeks. Cached: `Cache-Control: public, s-maxage=300, stale-while-revalidate=1800`, `Vary: Authorization`.",
  auth: "api",
  request: { params: z.object({ productId: z.string() }) },
  responses: { ...responses.ok(subscriptionConfigurationResponse), ...responses.unauthenticated, ...responses.notFound("This product is not a subscription.") },
});

operation({
  method: "get",
  path: "/market",
  tags: ["Settings"],
  summary: "Detect the visitor's market from the client address",
  description: "`detectedCountry` is `XX` when the address has no country; `market` is null when no market has the country.",
  auth: "api",
  responses: { ...responses.ok(marketResponse), ...responses.unauthenticated },
});

const operatorResponses = (schema: z.ZodType, what: string) => ({
  ...responses.ok(schema),
  ...responses.unauthenticated,
  ...responses.notFound(`${what} not found.`),
  ...responses.validation,
  ...responses.malformed,
});

operation({
  method: "patch",
  path: "/operator/pages/{pageSlug}",
  tags: ["Operator"],
  summary: "Edit a CMS page",
  auth: "operator",
  extension: true,
  request: { params: z.object({ pageSlug: z.string() }), ...jsonBody(operatorPagePatch) },
  responses: operatorResponses(operatorPage, "Page"),
});

operation({
  method: "patch",
  path: "/operator/posts/{slug}",
  tags: ["Operator"],
  summary: "Edit a blog post (invalidates its cached responses)",
  auth: "operator",
  extension: true,
  request: { params: z.object({ slug: z.string() }), ...jsonBody(operatorPostPatch) },
  responses: operatorResponses(operatorPost, "Post"),
});

operation({
  method: "patch",
  path: "/operator/subscription-packages/{productId}",
  tags: ["Operator"],
  summary: "Edit a subscription package's configuration (invalidates its cached responses)",
  auth: "operator",
  extension: true,
  request: { params: z.object({ productId: z.string() }), ...jsonBody(operatorPackagePatch) },
  responses: operatorResponses(subscriptionConfigurationResponse, "Subscription package"),
});
