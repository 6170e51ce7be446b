import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { getPublishedPage } from "@/lib/storefront/content";
import { loadPage, loadPagePreview, previewTokenOfRequest } from "@/lib/storefront/loaders";
import { cachePage, renderedAt, storeOfRequest } from "@/lib/storefront/page-cache";
import { FieldFigures, splitFields } from "@/components/content/page-fields";
import { PageForm } from "@/components/forms/page-form";
import { RichContent } from "@/components/content/rich-content";
import { PageHeader } from "@/components/ui/page-header";
import { PreviewBanner } from "@/components/content/preview-banner";
import { formatDate, withoutStoreName } from "@/lib/storefront/format";
import { getStorefrontTenant } from "@/lib/api/storefront-tenant";
import type { CmsPage } from "@storefront/sdk";

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const slug = (await params).slug;
  const preview = await previewTokenOfRequest();
  const page = preview ? await loadPagePreview(slug, preview) : await loadPage(slug);
  if (!page) return { title: "Page not found" };
  const title = withoutStoreName(page.seo.title || page.name, (await getStorefrontTenant()).name);
  return {
    ...(preview ? { robots: { index: false, follow: false } } : {}),
    title,
    description: page.seo.description,
    openGraph: { title, description: page.seo.description, images: page.seo.ogImage ? [page.seo.ogImage] : [] },
  };
}

export default async function CmsPage({ params }: Props) {
  const slug = (await params).slug;
  const preview = await previewTokenOfRequest();
  if (preview) {
    // A draft's preview is rendered for this request alone, never kept in the page cache.
    const draft = await loadPagePreview(slug, preview);
    if (!draft) notFound();
    return (
      <>
        <PreviewBanner kind="page" />
        <CmsPageBody page={draft} slug={slug} />
      </>
    );
  }
  return <CachedCmsPage store={await storeOfRequest()} slug={slug} />;
}

/** Rendered once per page; expires when the page is edited. */
async function CachedCmsPage({ store, slug }: { store: string; slug: string }) {
  "use cache";
  const page = await cachePage(store, [{ page: slug }], () => getPublishedPage({ slug }));
  if (!page) notFound();
  return <CmsPageBody page={page} slug={slug} />;
}

function CmsPageBody({ page, slug }: { page: CmsPage; slug: string }) {
  const { hero, images } = splitFields(page.fields);
  return (
    <article className="container container-narrow" style={{ maxWidth: 900 }}>
      <meta name="storefront-rendered-at" content={renderedAt()} />
      <PageHeader title={page.name} crumbs={[{ label: page.name }]} lede={page.seo.description} />
      {hero ? (
        <div className="page-hero-image">
          <img src={hero.src} alt={`${page.name}: ${hero.label.toLowerCase()}`} width={1600} height={600} />
        </div>
      ) : null}
      <RichContent html={page.content} />
      <FieldFigures images={images} pageName={page.name} />
      {page.fields.form ? <PageForm slug={page.fields.form} source={slug} /> : null}
      <p className="muted small" style={{ marginTop: "2.5rem" }}>
        Last updated <time dateTime={page.updatedAt}>{formatDate(page.updatedAt)}</time> ·{" "}
        <Link href="/contact">Questions? Contact us</Link>
      </p>
    </article>
  );
}
