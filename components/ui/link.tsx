"use client";

import NextLink from "next/link";
import { useRouter } from "next/navigation";
import type { ComponentProps, FocusEvent, PointerEvent } from "react";

type LinkProps = Omit<ComponentProps<typeof NextLink>, "href"> & { href: string };

/**
 * The storefront's link: prefetches its route when the shopper shows intent (pointer over it, focus, touch) instead
 * of when it scrolls into view. Viewport prefetching fetched and parsed ten to sixteen route payloads on every page
 * load, right after the page became interactive — main-thread work a phone pays for in blocking time (Lighthouse
 * measured it). Navigation stays instant for the link a shopper is about to follow.
 */
export default function Link({ prefetch, onPointerEnter, onFocus, href, ...rest }: LinkProps) {
  const router = useRouter();
  if (prefetch !== undefined)
    return <NextLink href={href} prefetch={prefetch} onPointerEnter={onPointerEnter} onFocus={onFocus} {...rest} />;
  const prefetchTarget = () => {
    if (href.startsWith("/")) router.prefetch(href);
  };
  return (
    <NextLink
      href={href}
      prefetch={false}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        prefetchTarget();
        onPointerEnter?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        prefetchTarget();
        onFocus?.(event);
      }}
      {...rest}
    />
  );
}
