export interface paths {
    "/cms/pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the published CMS pages
         * @description Timestamps carry microseconds. Extension (`x-storefront-extension`): `page` and `perPage` (1–100, default 20) return that slice of the list with `meta` (currentPage, lastPage, perPage, total); without them the answer is the whole list, as the spec defines it.
         */
        get: operations["listCmsPages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms/pages/{pageSlug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One published CMS page (not enveloped)
         * @description Timestamps carry microseconds. Drafts and unknown slugs answer the same 404. Extension: a slug the page had before it was renamed answers 404 with `redirectTo`, the slug it has now (the storefront answers 308 there). Extension: `preview`, the token of a preview link (`POST /operator/pages/{pageSlug}/preview-link`), shows the page as stored, draft or not, for the hour the token lasts, with `Cache-Control: private, no-store`; an expired, altered or another page's token answers the same 404.
         */
        get: operations["getCmsPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The blog index: published posts, newest first
         * @description Published posts, newest first, paginated with `page` and `perPage` (default 12). Cached like a post.
         */
        get: operations["listPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms/posts/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One published blog post
         * @description Timestamps to the second. `featuredImage` falls back to the store's social image. Cached per tenant; `X-Cache` says whether this answer came from the cache (`hit`), from a stale copy being refreshed (`stale`) or from the database (`miss`). Extension: `preview`, the token of a preview link (`POST /operator/posts/{slug}/preview-link`), shows the post as stored, draft or not, for the hour the token lasts, with `Cache-Control: private, no-store` and `X-Cache: miss`; an expired, altered or another post's token answers the same 404.
         */
        get: operations["getPost"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every CMS page of the store, drafts too
         * @description By name, with `status` and `publishedAt` (null while never published); never cached.
         */
        get: operations["listOperatorPages"];
        put?: never;
        /**
         * Add a CMS page (draft, published or scheduled)
         * @description `{name, slug?, content, metaTitle, metaDescription, ogImage, fields, status, publishAt?}` → 201 with the page as `GET /operator/pages/{pageSlug}` answers it. `slug` is derived from the name when absent (the first free of `name`, `name-2`…); a given slug another page has → 409 `slug_taken` (one a renamed page left as a redirect is taken over, ending the redirect). The HTML is sanitised (scripts, event handlers and unknown tags removed); `content` holds at most 1 000 000 characters (422 naming `content`; a body over 2 MiB → 413). `status` defaults to draft; `publishAt` (ISO 8601 with an offset) schedules a draft's publication: a job publishes it then and sets `publishedAt` to that time; a time already past publishes it now. The page's cached answers and storefront page are dropped at once. Owners only.
         */
        post: operations["createCmsPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/pages/{pageSlug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One CMS page of the store, whatever its status
         * @description The page as the storefront would show it (content as stored, sanitised), with `status` and `publishedAt`.
         */
        get: operations["getOperatorPage"];
        put?: never;
        post?: never;
        /**
         * Delete a CMS page
         * @description The page, its redirects and any scheduled publication go; its storefront page and cached answers answer 404 at once. Owners only.
         */
        delete: operations["deleteCmsPage"];
        options?: never;
        head?: never;
        /**
         * Edit a CMS page
         * @description Changes the fields given (the fields of `POST /operator/pages`); publishing sets `publishedAt` (the first time only), `publishAt` schedules a draft's publication and `null` ends the schedule. A new `slug` must be free (409 `slug_taken`); the old one becomes a redirect: `GET /cms/pages/{old}` answers 404 with `redirectTo` and the storefront 308, and renames collapse (every old slug leads to the current one). Owners only.
         */
        patch: operations["updateCmsPage"];
        trace?: never;
    };
    "/operator/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every blog post of the store, drafts too
         * @description Never-published drafts first, then newest published first; `page`, `perPage` (1–100, default 20).
         */
        get: operations["listOperatorPosts"];
        put?: never;
        /**
         * Add a blog post (draft, published or scheduled)
         * @description `{title, slug?, excerpt, content, featuredImage, seoTitle, seoDescription, status, publishAt?}` → 201 with the post as `GET /operator/posts/{slug}` answers it. `slug` is derived from the title when absent; a given slug another post has → 409 `slug_taken` (one a renamed post left as a redirect is taken over). The HTML is sanitised; `content` holds at most 1 000 000 characters (422 naming `content`; a body over 2 MiB → 413). `status` defaults to draft; `publishAt` schedules a draft's publication: a job publishes it then and sets `publishedAt` to that time, to the second; a time already past publishes it now. The blog index's cached answers are dropped at once. Owners only.
         */
        post: operations["createPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/posts/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One blog post of the store, whatever its status
         * @description The post as the storefront would show it (content as stored, sanitised), with `status` and `publishedAt`.
         */
        get: operations["getOperatorPost"];
        put?: never;
        post?: never;
        /**
         * Delete a blog post
         * @description The post, its redirects and any scheduled publication go; it leaves the blog index and its page at once. Owners only.
         */
        delete: operations["deletePost"];
        options?: never;
        head?: never;
        /**
         * Edit a blog post (invalidates its cached responses)
         * @description Changes the fields given (the fields of `POST /operator/posts`) and invalidates the post's cached answers and the blog index; `publishAt` schedules a draft's publication, `null` ends the schedule. A new `slug` must be free (409 `slug_taken`); the old one becomes a redirect (`GET /cms/posts/{old}` → 404 with `redirectTo`, the storefront 308). Owners only.
         */
        patch: operations["updatePost"];
        trace?: never;
    };
    "/operator/html-preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The HTML a page or post would store, sanitised
         * @description Runs `html` through the same sanitiser as the page and post edits (scripts, event handlers and unknown tags removed), so an editor previews what the storefront will show before saving. Changes nothing.
         */
        post: operations["previewHtml"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/pages/{pageSlug}/preview-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A link that shows a page, draft or not, for an hour
         * @description → 201 `{url, token, expiresAt}`: `url` is the storefront page with the token in `preview`, which shows the page as stored (a "Preview" banner above it) without publishing it; `GET /cms/pages/{pageSlug}?preview=<token>` answers it to a headless client. The token names the store and the slug, is signed with the server's secret and expires an hour after it is issued; a renamed page needs a new link. Nothing is stored.
         */
        post: operations["issuePagePreviewLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/posts/{slug}/preview-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A link that shows a post, draft or not, for an hour
         * @description → 201 `{url, token, expiresAt}`: `url` is the storefront's post page with the token in `preview`, which shows the post as stored (a "Preview" banner above it) without publishing it; `GET /cms/posts/{slug}?preview=<token>` answers it to a headless client. The token names the store and the slug, is signed with the server's secret and expires an hour after it is issued. Nothing is stored.
         */
        post: operations["issuePostPreviewLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search products, pages, collections, events and subscription packages
         * @description Full-text search with typo tolerance. `type` limits the search to one kind; `limit` is per type. Prices are in `market` (a market id or a country code), else the caller's country's market, else the primary market.
         */
        get: operations["search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the customer's subscriptions
         * @description The signed-in customer's subscriptions with their items and next billing date, each priced in its own market (the currency it was created in, `currencyCode`; `taxIncluded` says whether VAT is inside the price or tax is added when billed).
         */
        get: operations["listSubscriptions"];
        put?: never;
        /**
         * Subscribe to a box
         * @description A new box of a subscription package, paid by one of the customer's saved cards and delivered to an address of their book (another customer's card or address: 404). The box is checked against the package configuration: each product one of its items, once, within that item's minimum and maximum quantity and the stock; at least `minItems` items; `frequencyWeeks` one of its frequencies (422 naming each failing field, e.g. `items.1.quantity`). The price per delivery follows the one pricing rule: each unit at its subscriber price, never above its current price (the package's fixed price for a fixed-price box), in the box's market: `market` (extension: a market id or a country code; unknown → 422 `unknown_market`), else the market delivering to the address, else the primary market; amounts as the configuration shows them in that market (its fixed prices, else converted and rounded; VAT inside the price or tax added at billing as the market says). The subscription keeps that market's currency (`currencyCode`) and every renewal bills in it. A market that does not deliver to the address → 422 on `addressId` (code `destination_outside_market`). The first box is billed the next day. With an Idempotency-Key a retry answers the same subscription.
         */
        post: operations["subscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/subscriptions/{subscriptionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a subscription's items, frequency, card or address
         * @description Any of `items`, `frequencyWeeks`, `paymentMethodId`, `addressId`, checked as when subscribing; the price per delivery is recomputed by the same rule in the box's market (its currency stays) and the next billing date stays. A new address that market does not deliver to → 422 on `addressId` (code `destination_outside_market`). A new `paymentMethodId` on a `past_due` subscription retries its renewal at once; the answer shows the outcome (`status`, `lastRenewal`), or the attempt still in flight (`lastRenewal.status` `charging` or `retrying`) when the scheduled billing pass took it a moment earlier and has not finished within the request's time. A cancelled subscription answers 409, another customer's 404.
         */
        patch: operations["updateSubscription"];
        trace?: never;
    };
    "/account/subscriptions/{subscriptionId}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pause a subscription, optionally until a day
         * @description Nothing is billed or sent while paused. `resumeOn` (YYYY-MM-DD, after today, within 365 days): the box resumes by itself that day on its usual schedule (`nextBillingDate` is the first scheduled day on or after it); without it the box stays paused until resumed (`nextBillingDate` null). A cancelled subscription answers 409.
         */
        post: operations["pauseSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/subscriptions/{subscriptionId}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resume a paused subscription
         * @description Active again on its usual schedule, from the first scheduled day after today. Resuming an active subscription changes nothing. A cancelled subscription answers 409.
         */
        post: operations["resumeSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/subscriptions/{subscriptionId}/skip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Skip the next delivery
         * @description The next delivery is neither sent nor billed: `nextBillingDate` moves one period (the frequency) later. A paused subscription has nothing to skip and a cancelled one cannot change: both answer 409.
         */
        post: operations["skipSubscriptionDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/subscriptions/{subscriptionId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a subscription
         * @description Status becomes cancelled, the next billing date is cleared and the cancellation is recorded once. Cancelling again answers `{}` too.
         */
        post: operations["cancelSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscription-packages/{productId}/configuration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Options for configuring a subscription package
         * @description Frequencies are in weeks. Each available item tells its stock: `inStock` (extension) is false when sold out, and `maxQuantity` (and `defaultQuantity`) are capped by the stock. Amounts are in `market` (a market id or a country code, extension; unknown → 422), else the caller's country's market, else the primary market. Cached per tenant and market (dropped when a product changes or sells out); `X-Cache` says `hit`, `stale` or `miss`.
         */
        get: operations["getSubscriptionPackageConfiguration"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/subscription-packages/{productId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Edit a subscription package's configuration (invalidates its cached responses)
         * @description Changes the package's item limits, frequencies or items and invalidates its cached configuration. Needs an operator token.
         */
        patch: operations["updateSubscriptionPackage"];
        trace?: never;
    };
    "/market": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Detect the visitor's market from the client address
         * @description `detectedCountry` is `XX` when the address has no country; `market` is null when no market has the country. `country` (an ISO 3166 code, extension) resolves that country instead of the caller's; anything but two letters is 422.
         */
        get: operations["detectMarket"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a visitor message
         * @description Finds or creates the customer by e-mail, stores the message and notifies the store's opted-in admin users (through the outbox), in one transaction.
         */
        post: operations["submitMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store's contact messages, newest first
         * @description Every message sent through `POST /messages`, optionally only the `handled` or `unhandled` ones (`status`); `page`, `perPage` (1–100, default 20). `handledAt` is when a staff member marked it handled.
         */
        get: operations["listOperatorMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/messages/{id}/handled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a contact message handled
         * @description Sets `handledAt` (kept from the first time when marked again). Another store's message or an unknown id: 404.
         */
        post: operations["markMessageHandled"];
        /**
         * Mark a contact message unhandled again
         * @description Clears `handledAt`. Another store's message or an unknown id: 404.
         */
        delete: operations["unmarkMessageHandled"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign a customer in
         * @description Exchanges a customer's e-mail and password for an account token.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a customer account
         * @description Creates the customer with a hashed password and answers an account token, as sign-in does. An e-mail already registered answers 422 (the answer has to differ: a 201 carries a working token). Rate limited per address, and per store on the answers that an e-mail is taken: past that ceiling every registration of the store answers 429 for the rest of the hour.
         */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke the account token used for this call
         * @description Revokes the account token sent with this call; later calls with it answer 401.
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in customer's profile
         * @description The profile of the customer the account token names.
         */
        get: operations["getAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Edit the signed-in customer's profile
         * @description Changes any of `firstName`, `lastName` and `phone`; fields left out stay as they are, `phone: null` (or an empty string) removes the number. The e-mail address cannot be changed here.
         */
        patch: operations["updateAccount"];
        trace?: never;
    };
    "/account/password/change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the password of the signed-in customer
         * @description Needs the current password (wrong: 422 on `currentPassword`, rate limited like sign-in). The new password must pass the store's password rule (at least 8 characters, not a common password, not easy to guess; the 422 message says why and what would do). Every other account token of the customer is revoked; the token used for this call stays valid. A notice is e-mailed to the customer.
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request a password reset link
         * @description Answers the same whether or not the e-mail has an account. `returnUrl` must be on an allowed origin.
         */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/password/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with a reset token
         * @description The token is single use and expires after 60 minutes; every earlier account token of the customer is revoked.
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the customer's saved addresses
         * @description The signed-in customer's saved addresses, default first.
         */
        get: operations["listAddresses"];
        put?: never;
        /**
         * Save a new address
         * @description Saves an address for the signed-in customer and answers it with 201.
         */
        post: operations["createAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/addresses/{address}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a saved address
         * @description Only the caller's own addresses; any other id gets the same generic not-found text.
         */
        delete: operations["deleteAddress"];
        options?: never;
        head?: never;
        /**
         * Edit a saved address
         * @description Changes the fields given, with the rules of creating an address; fields left out stay as they are. `isDefault: true` makes it the default address; the default cannot be unset directly (choose another one). Only the caller's own addresses; any other id gets the generic not-found text.
         */
        patch: operations["updateAddress"];
        trace?: never;
    };
    "/account/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the customer's orders, newest first
         * @description The signed-in customer's orders with their lines, status, fulfilments (carrier and tracking) and refunds, newest first, paginated with `page` and `perPage`, or walked with `cursor` (`meta.nextCursor`; stable while orders are placed, null on the last page; a malformed one is 422).
         */
        get: operations["listOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/orders/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the customer's orders
         * @description `orderId` is the public order number. Status, lines, the totals as charged (tax lines, discount, points), the delivery address, the card that paid, fulfilments (carrier and tracking) and refunds. Another customer's order, another store's or an unknown number: 404.
         */
        get: operations["getAccountOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/orders/{orderId}/buy-again": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a past order's products to the cart
         * @description `orderId` is the public order number. Subscription and balance-payment lines are excluded; unavailable or out-of-stock products are skipped with one reason each.
         */
        post: operations["buyAgain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store's orders, newest first
         * @description Optionally of one `status`, or matching `q` (an order number, or part of the buyer's e-mail); `page` and `perPage` (1–100, default 20), or walked with `cursor` (`meta.nextCursor`: keyset, so orders placed meanwhile never repeat or skip a row; null on the last page; a malformed one is 422). Guests' orders included (`guest: true`).
         */
        get: operations["listOperatorOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/orders/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One order of the store
         * @description By its public number: lines, totals, payment, fulfilments and refunds; and for the back office the lines as the customer saw them (`lineSubtotal`, `discount`), a `summary` whose rows not `included` add up to the total (subtotal, discount, points, shipping, tax), `paymentStatus` apart from `fulfilmentStatus`, staff `notes` and a `timeline` (placed, paid, shipped with carrier and tracking, refunds, mails, notes; newest first). All from the stored figures, never re-priced.
         */
        get: operations["getOperatorOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/orders/{orderId}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a staff note to an order
         * @description `body` (1–2000 characters) goes on the order's timeline with the staff member's name; owners and staff alike, audited. The customer never sees it.
         */
        post: operations["addOrderNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/orders/{orderId}/fulfil": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record an order's shipment
         * @description Carrier and tracking number; the customer gets the shipping mail and sees the tracking in their order.
         */
        post: operations["fulfilOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/orders/{orderId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel an order before it ships
         * @description Refunds what is left of the capture, puts the stock back, takes back the points it earned and gives back the points it redeemed, and mails the customer. A fulfilled order is refunded instead (409).
         */
        post: operations["cancelOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/orders/{orderId}/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund part (or the rest) of an order
         * @description `amount` in major units of the order's currency, `reason` for the record and the mail. The refunds of an order never add up to more than was captured, also when sent at once: the excess is refused with 422 `refund_exceeds_captured`.
         */
        post: operations["refundOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/payments/reconcile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Settle payments a crash left half done
         * @description Orders left `pending_payment` and refunds left pending for longer than `olderThanSeconds` are settled from the gateway's ledger: captured → paid; not captured → voided and released; a pending refund → completed or given back. `olderThanSeconds` has a floor, the server's RECONCILE_AFTER_SECONDS (default 120): a smaller value (0 included) or none is raised to it, whoever calls, and an order with a payment step younger than that is left alone, so a checkout or refund still in flight is never settled under it. Owners only (403 `owner_only` for staff). The server also runs this by itself every minute.
         */
        post: operations["reconcilePayments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store's customers, newest first
         * @description Matching `q` (part of the name or the e-mail, any case), paged with `page` and `perPage` (1–100, default 20); each with how many paid orders they placed and what those came to less refunds, per currency.
         */
        get: operations["listOperatorCustomers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/customers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One customer of the store
         * @description Their latest orders, subscriptions, points balance, addresses and marketing consent (the consents given on the store's forms). Another store's customer, or an unknown id: 404.
         */
        get: operations["getOperatorCustomer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/cart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The customer's active cart (null when there is none)
         * @description The signed-in customer's active cart with its lines and totals, or `{data: null}` when there is none.
         */
        get: operations["getCart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/carts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new guest cart (API token) or the customer's active cart (account token)
         * @description With the API token: a new, empty guest cart; its id is the only key to it (keep it, e.g. in a cookie). With an account token: the customer's one active cart, created when there is none. `market` (a market id or a country code; unknown → 422) prices it, default the market of the caller's country, else the primary market; given with an account token it also moves the existing cart to that market.
         */
        post: operations["createCart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/carts/{cartId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A cart at current prices
         * @description A guest cart with the tenant's API token; a customer's cart only with that customer's account token.
         */
        get: operations["readCart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the cart's market or destination (re-prices it)
         * @description `market` (a market id or a country code) moves the cart to that market: its currency, its prices, its tax mode. `shippingCountry` and `shippingRegion` (a US state for sales tax) make the totals exact instead of estimated; null clears them. An unknown market → 422 on `market`; a country the cart's market does not deliver to → 422 on `shippingCountry` (code `destination_outside_market`). A market that does not deliver to the cart's destination clears it.
         */
        patch: operations["updateCart"];
        trace?: never;
    };
    "/carts/{cartId}/lines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add units of a product (to its line when the cart has one)
         * @description `{variantId, quantity}`; `{productId, quantity}` for a product with one variant (one with several → 422 `variant_required`). 422 for an unknown, another store's or inactive variant or product, a subscription package (subscribe instead), a quantity outside 1–99, or more than the variant's stock or the per-order maximum allows; the message names what is available.
         */
        post: operations["addCartLine"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/carts/{cartId}/lines/{lineId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a line
         * @description Removes the line and answers the cart.
         */
        delete: operations["removeCartLine"];
        options?: never;
        head?: never;
        /**
         * Change a line's quantity (0 removes it)
         * @description Sets the line's quantity; 0 removes the line. More than the stock or the per-order maximum is 422 naming what is available.
         */
        patch: operations["updateCartLine"];
        trace?: never;
    };
    "/account/cart/merge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Merge a guest cart into the customer's cart after sign-in
         * @description Lines are added capped at stock together with what the cart holds; unavailable products are dropped; the guest cart is closed (merging it again is 404).
         */
        post: operations["mergeCart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/discounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store's discounts, newest first
         * @description Codes and automatic discounts (`code: null`), each with `timesUsed` (orders that used it; cancelled orders free theirs).
         */
        get: operations["listDiscounts"];
        put?: never;
        /**
         * Create a discount code or an automatic discount
         * @description `kind` `percentage` (`value` 1–100), `fixed` (`value` an amount per currency, major units: `{"GBP": 10}`) or `free_shipping` (no value). `code` null makes it automatic. Conditions: `appliesTo {productIds?, collectionSlugs?}`, `minSubtotal` per currency, `startsAt`/`endsAt`, `usageLimit`, `perCustomerLimit`, `firstOrderOnly`; `combinable` lets it stack with other combinable discounts. A negative value, a percentage over 100, an end before the start or a code the store has → 422 naming the field.
         */
        post: operations["createDiscount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/discounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change or disable a discount
         * @description Any of the creation fields; `active: false` disables it (carts stop applying it, checkout refuses it).
         */
        patch: operations["updateDiscount"];
        trace?: never;
    };
    "/carts/{cartId}/discount-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply a discount code to the cart
         * @description Case-insensitive. A code that does not apply → 422 `discount_not_applicable` with `errors.code[0]` saying why (unknown, not yet started, expired, used up, already used by you, first order only, minimum not met, not for these products, cannot be combined with the code applied); the cart is unchanged. One code per cart unless every code is combinable. Refused codes are limited: 20 per ten minutes from one address and 10 per ten minutes for one cart, then 429 with `Retry-After` (a code that applies is not counted).
         */
        post: operations["addDiscountCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/carts/{cartId}/discount-codes/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Take a discount code off the cart
         * @description Any case. A code not on the cart → 404.
         */
        delete: operations["removeDiscountCode"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/rewards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The customer's points balance and the store's terms for spending them
         * @description `balance` is what the customer can spend; a cart takes points in multiples of `redeemStep` (PATCH /carts/{cartId} {pointsToRedeem}), each worth `pointValue` of `currencyCode` (converted at the market's rate in another currency), paying at most `maxShareOfSubtotal` of the discounted products. The cart's `maxPointsToRedeem` is that limit worked out for it. `enabled: false`: the store has no rewards programme.
         */
        get: operations["getRewards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/rewards/points-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Points transactions, most recent first
         * @description When the store's rewards programme is off the body is exactly `{"enabled": false}`.
         */
        get: operations["getPointsHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/payments/{gateway}/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start saving a payment method with a hosted provider
         * @description `gateway` names the provider; `sandbox` is built in. Returns a tokenisation identifier and the provider's client script.
         */
        post: operations["createPaymentSetup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/payments/{gateway}/setups/{identifier}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete a payment setup with the provider's token and save the card
         * @description Exchanges the provider's card token for a saved payment method of the customer; a setup is completed once.
         */
        post: operations["completePaymentSetup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/payments/methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The customer's saved payment methods (wallets excluded)
         * @description A bare array, not enveloped.
         */
        get: operations["listPaymentMethods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/payments/methods/{paymentMethodId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a saved card
         * @description Removes one of the caller's saved cards. A card that pays an active or paused subscription answers 409 with a message naming the subscription. When the default card is removed, the most recently saved remaining card becomes the default (none when no card is left).
         */
        delete: operations["deletePaymentMethod"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/payments/methods/{paymentMethodId}/default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a saved card the default
         * @description The card becomes the default (`default: true` in the list, offered first at checkout); the previous default is unset. Choosing the current default changes nothing.
         */
        post: operations["setDefaultPaymentMethod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/{gateway}/engine.js": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The sandbox provider's client script (JavaScript)
         * @description Public: the script a storefront loads to tokenise a card in the browser. Exposes `window.SandboxPayments`.
         */
        get: operations["getPaymentEngineScript"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List active products and subscription packages
         * @description Filter by collection slug (404 when it names no active collection), words (q), type, stock and price (`minPrice`, `maxPrice`: inclusive bounds in major units of the market's currency on the current price; a minimum above the maximum is 422); sort featured (in stock first) | newest | price-asc | price-desc | name; page and perPage (1–100, default 24), or `cursor` (`meta.nextCursor`: keyset over the sort, so products added meanwhile never repeat or skip a row; null on the last page; a malformed one is 422). Prices are in `market` (a market id or an ISO country code; an unknown one is 422), else the market of the caller's country, else the primary market: its currency, with `taxIncluded` telling whether tax is inside the price. Cached per tenant (dropped when an operator edits the catalogue); `Cache-Control: public, s-maxage=60, stale-while-revalidate=600`.
         */
        get: operations["listProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One active product or package
         * @description The list item's fields plus SKU, sanitised description, images, per-order maximum, collections, subscriber price, the packages it can be chosen in, seo. Draft, archived and unknown products are 404. Prices are in `market` (a market id or an ISO country code; an unknown one is 422), else the market of the caller's country, else the primary market: its currency, with `taxIncluded` telling whether tax is inside the price. Cached per tenant (dropped when an operator edits the catalogue); `Cache-Control: public, s-maxage=60, stale-while-revalidate=600`.
         */
        get: operations["getProduct"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/collections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Active collections with their product counts, largest first
         * @description Cached per tenant (dropped when an operator edits the catalogue); `Cache-Control: public, s-maxage=60, stale-while-revalidate=600`.
         */
        get: operations["listCollections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/collections/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One active collection (its products: GET /products?collection={slug})
         * @description The collection's title, description, image, product count and seo. Its products: GET /products?collection={slug}. Draft and unknown collections are 404.
         */
        get: operations["getCollection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Published upcoming events
         * @description Events with an occurrence ending on or after `from` (YYYY-MM-DD, default now), by next occurrence; times in UTC plus a display string in the store's time zone; the lowest ticket price. Prices are in `market` (a market id or an ISO country code; an unknown one is 422), else the market of the caller's country, else the primary market: its currency, with `taxIncluded` telling whether tax is inside the price. Cached per tenant (dropped when an operator edits the catalogue); `Cache-Control: public, s-maxage=60, stale-while-revalidate=600`.
         */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One published event with its upcoming occurrences and ticket prices
         * @description Occurrences from now on (UTC, plus a display string in the store's time zone), each with its `capacity`, the seats `remaining` (capacity less live holds, tickets, waitlist offers and the seats the waitlist's line wants), `soldOut`, `cancelled`, `waitlist` (people in line) and its `ticketTypes` with their prices and seats left. Prices are in `market` (a market id or an ISO country code; an unknown one is 422), else the market of the caller's country, else the primary market: its currency, with `taxIncluded` telling whether tax is inside the price. Draft and unknown events are 404.
         */
        get: operations["getEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shipping-rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Delivery terms per market: countries, flat rate and free-over threshold
         * @description Each market's countries, flat delivery rate and free-over threshold (on the goods after discounts), in that market's currency, so a client can show delivery before checkout; checkout charges the same. With `market` (a market id or a country code; unknown → 422), that market's terms only.
         */
        get: operations["listShippingRates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every product of the store, drafts and archived too, with its price in each market
         * @description In the order of their titles; `q` matches words anywhere in the title, SKU or slug (case-insensitive), `status` one status; `page`, `perPage` (1–100, default 20). Amounts in minor units, as `PATCH /operator/products/{slug}` takes them: the primary price and sale price, and per market the fixed price (`fixed: true`) or the primary one converted by the market's rate and rounding.
         */
        get: operations["listOperatorProducts"];
        put?: never;
        /**
         * Add a product (one variant for now); the tenant's cached catalogue is dropped
         * @description `{title, slug?, description, status, taxClass?, options, variants [{sku, options, prices [{marketId, amount, compareAt?}], stock, weightGrams?}], maxQuantity?, images [mediaId], collections [slug], seo {title, description}}` → 201 with the product as `PATCH` answers it. Amounts in major units of each market's currency; the primary market's price is required (422 `primary_price_required`), `compareAt` is the regular price `amount` reduces and must be above it (422 `compare_at_not_above_price`); other markets' prices become fixed prices (else the primary price converted). `options` (at most 3 `{name, values}`) tell the variants apart: each variant has one value of every option, among its values, no two variants the same values, no SKU another variant of the store has (422 `invalid_variants` / `sku_taken` naming the field); without options, one variant. The first variant is the lead: the product's own SKU and "from" price. `slug` is derived from the title when absent (the first free of `title`, `title-2`…); a given slug another product has → 409 `slug_taken`. `images` are media ids of the store's library (the first becomes the product's image; another store's or unknown → 422 `unknown_image`), `collections` the store's collection slugs (422 `unknown_collection`), a market not the store's → 422 `unknown_market`. Nothing is written when any part is refused. The description is sanitised; an active product is at once in GET /products, search and its page. Owners only.
         */
        post: operations["createProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/products/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every product as Shopify's product CSV (text/csv)
         * @description Every product of the store (drafts and archived too; not subscription packages), one row each by handle, with Shopify's columns: Handle, Title, Body (HTML), Vendor, Type, Tags, Published, Option1–3 Name and Value, Variant SKU, Variant Price, Variant Compare At Price, Variant Inventory Qty, Variant Grams, Image Src, Image Position, Image Alt Text, SEO Title, SEO Description, Status. A product has one variant, written as Shopify writes one: Option1 Name `Title`, Option1 Value `Default Title`. Variant Price is what a buyer pays in the primary market (the sale price while on sale) and Variant Compare At Price the regular price it reduces, in major units; Image Src is absolute. RFC 4180, UTF-8 with a byte-order mark, `Content-Disposition: attachment`; a cell starting with `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading apostrophe, so a spreadsheet never runs it as a formula (an import takes it off again). Streamed a page of products at a time. Owners and staff.
         */
        get: operations["exportProductsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/products/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import Shopify's product CSV: answered at once, the rows worked in the background
         * @description multipart/form-data with `file`, a product CSV with Shopify's columns (as GET /operator/products/export.csv writes them; Handle and Title are required, unknown columns are ignored) → 202 `{data: {id}}`; GET /operator/imports/{id} follows its progress. A file that is not UTF-8 CSV → 422 `invalid_csv`; one whose header lacks Handle or Title → 422 `csv_columns_missing`; over 10 MiB → 413 `file_too_large`. Each row is one product, imported by handle in its own transaction: a handle no product has is created as POST /operator/products creates one (Title and Variant Price required; Status, else Published, else active), an existing product's is changed as PATCH /operator/products/{slug} changes it (an empty cell leaves its field as it is; with a Variant Price, an empty Variant Compare At Price ends a sale). Prices are the primary market's, in major units: Variant Price what a buyer pays, Variant Compare At Price the regular price above it. A refused row (an unknown status, a negative or malformed number, a compare-at price not above the price, a new handle without a title or price, a handle with several variant rows, an Option1 Value other than `Default Title`) is listed with its line and column and skipped, never half-written; the others go on. Vendor, Type, Tags and the Image columns are not imported (images come from the media library). Owners only; audited.
         */
        post: operations["importProducts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A product import's progress and result
         * @description `{id, status: queued | running | done | failed, rowsDone, rowsTotal, created, updated, errors [{line, column, message}], createdAt, finishedAt}`: `line` is the file's line the row starts on (the header is line 1; 0 for the import as a whole), `column` the header of the refused cell; the first 1000 are listed. `failed`: the import stopped on an unexpected error, the rows before it imported (upload again to finish: the import is idempotent by handle). Another store's or an unknown id → 404; never cached.
         */
        get: operations["getProductImport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/products/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One product or package of the store, whatever its status, as the operator writes answer it
         * @description Its stored fields (amounts in minor units), its price in every market, SKU, tax class, sanitised description, weight, SEO fields, image (media id and address) and collections. Unknown or another store's → 404; never cached.
         */
        get: operations["getOperatorProduct"];
        put?: never;
        post?: never;
        /**
         * Archive a product (orders keep it); the tenant's cached catalogue is dropped
         * @description The product is archived, not removed: orders, subscriptions and the back office keep it, and it leaves the storefront's lists, its page and search at once. Answers the archived product as `PATCH` does; `PATCH … {status: "active"}` brings it back. Owners only.
         */
        delete: operations["deleteProduct"];
        options?: never;
        head?: never;
        /**
         * Edit a product or package (amounts in minor units); the tenant's cached catalogue is dropped
         * @description Title, slug (a new one must be free: 409 `slug_taken`; the old one answers 404), SKU (with price, sale price, stock, weight and `marketPrices`: the lead variant's), description (sanitised), status, price, sale price (null ends a sale), stock, per-order maximum, tax class, `weightGrams` (null clears), `seo {title, description}` (null clears either), `images` (media ids of the store's library: the first becomes the product's image, `[]` removes it; unknown → 422 `unknown_image`), `collections` (the store's collection slugs, replacing the product's; unknown → 422 `unknown_collection`) `options` with `variants` (as `POST` takes them: the product's variants become exactly these, one with the same option values as a stored one updating it; not together with the one-variant fields), and `marketPrices` (`[{marketId, price, salePrice?}]`: a fixed price in another market, `price: null` removes it so the converted primary price applies again); amounts in minor units, as stored. A sale price above its price: 422 `sale_above_price`; a market not the store's: 422 `unknown_market`; the primary market in `marketPrices`: 422 `primary_market_price`. Nothing changes when any part is refused. The answer has the price in every market. The tenant's catalogue cache is dropped at once. Owners only.
         */
        patch: operations["updateProduct"];
        trace?: never;
    };
    "/operator/collections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every collection of the store, drafts too
         * @description By title, with `status` and `productCount`; never cached.
         */
        get: operations["listOperatorCollections"];
        put?: never;
        /**
         * Add a collection; the tenant's cached catalogue is dropped
         * @description `{title, slug?, description?, status?, image?, products?}` → 201. `slug` is derived from the title when absent (the first free one); a given slug another collection has → 409 `slug_taken`. `status` `active` (default) or `draft`; `image` a media id of the store's library (else 422 `unknown_image`); `products` the store's product slugs (else 422 `unknown_product`). Nothing is written when any part is refused. The description is sanitised. Owners only.
         */
        post: operations["createCollection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/collections/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One collection of the store, drafts too, with its image and products
         * @description Its fields, image (media id and address) and the slugs of its products (any status). Unknown or another store's → 404; never cached.
         */
        get: operations["getOperatorCollection"];
        put?: never;
        post?: never;
        /**
         * Remove a collection (its products stay); the tenant's cached catalogue is dropped
         * @description The collection goes; its products stay, in their other collections. A discount that named it matches no products through it any more. Owners only.
         */
        delete: operations["deleteCollection"];
        options?: never;
        head?: never;
        /**
         * Edit a collection; the tenant's cached catalogue is dropped
         * @description Title, slug (a new one must be free: 409 `slug_taken`; discounts that name the collection follow it), description (sanitised), status, `image` (a media id of the store's library, null removes it; else 422 `unknown_image`) and `products` (the store's product slugs, replacing the collection's; else 422 `unknown_product`). Nothing changes when any part is refused; the tenant's cached catalogue is dropped. Owners only.
         */
        patch: operations["updateCollection"];
        trace?: never;
    };
    "/operator/events/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One event of the store, whatever its status, with its ticket types
         * @description The event as `POST /operator/events` answers it (drafts and archived events too).
         */
        get: operations["getOperatorEvent"];
        put?: never;
        post?: never;
        /**
         * Delete an event that sold no tickets
         * @description The event goes with its dates and ticket types. One with sold tickets is refused (409 `event_has_tickets`): archive it instead with `PATCH … {"status": "archived"}`, which keeps its tickets and orders and hides it from the storefront. Owners only.
         */
        delete: operations["deleteEvent"];
        options?: never;
        head?: never;
        /**
         * Edit, publish or archive an event; the tenant's cached events are dropped
         * @description Title, slug (a new one must be free: 409 `slug_taken`), description (sanitised), venue, image (a media id of the store's library, null removes it; 422 `unknown_image`) status (publishing makes it appear in GET /events; `archived` hides it and keeps its tickets and orders: what an event with sales gets instead of DELETE) and `ticketTypes`, the whole list: a type given with its `id` is renamed, repriced or resized (tickets already sold keep their price), one without an `id` is added, and one left out is removed, unless it has tickets sold or seats held (409 `ticket_type_sold`, nothing written; an `id` not the event's → 422 naming it); the answer is the event as `GET /operator/events/{slug}` gives it. The tenant's cached events are dropped. Owners only.
         */
        patch: operations["updateEvent"];
        trace?: never;
    };
    "/account/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Place an order from the customer's cart
         * @description In steps (docs/commerce.md): stock reserved and the order written `pending_payment` in one transaction; the card authorised and captured for exactly the order's total with no transaction open; then the order paid, points earned, the cart converted and the confirmation mail queued. A declining card answers 402 `{message, code: "payment_declined"}` and changes nothing (the stock is released, the cart stays). Of concurrent buyers of the last unit one succeeds, the others get 409 `out_of_stock` naming the line. With an Idempotency-Key a retry answers the same order. A server with no payment provider (a database server without PAYMENTS_SANDBOX=true: the sandbox takes no real money) answers 503 `payments_not_configured` before anything is reserved. Delivery: the flat rate of the address's market, free from its threshold.
         */
        post: operations["checkout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/carts/{cartId}/payment-setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open a payment setup for a guest cart
         * @description The guest's card is tokenised by the same hosted engine (`engineUrl`; call its `tokenize` or mount it with `mode: "token"`) for this setup; nothing is saved. The token pays once, at POST /checkout. Limited to 20 new setups per ten minutes from one address and 10 for one cart (429 with `Retry-After`).
         */
        post: operations["createGuestPaymentSetup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Place a guest's order
         * @description A guest cart paid with a card tokenised for its payment setup (never saved). In steps (docs/commerce.md): stock reserved and the order written `pending_payment` in one transaction; the card authorised and captured for exactly the order's total with no transaction open; then the order paid, points earned, the cart converted and the confirmation mail queued. A declining card answers 402 `{message, code: "payment_declined"}` and changes nothing (the stock is released, the cart stays). Of concurrent buyers of the last unit one succeeds, the others get 409 `out_of_stock` naming the line. With an Idempotency-Key a retry answers the same order. A server with no payment provider (a database server without PAYMENTS_SANDBOX=true: the sandbox takes no real money) answers 503 `payments_not_configured` before anything is reserved. The answer carries `accessToken`, shown once: send it as `X-Order-Token` to GET /orders/{orderId}; the confirmation mail links to the order page with it. Bad input changes nothing and charges nothing: an invalid e-mail, an address outside every market (`shippingAddress.countryCode`), a setup of another cart or store (`payment.identifier`), a token made for another setup or already used (`payment.token`) → 422, every failing field named in one answer; a setup that has had 5 cards charged without paying is spent (422 `payment_setup_spent` naming `payment.identifier`: start a new setup). Limited like POST /account/checkout: 10 per ten minutes from one address, and 20 per ten minutes for one cart from any address (429 with `Retry-After`).
         */
        post: operations["guestCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A guest's order, with its access token
         * @description `orderId` is the public number; `X-Order-Token` the order's access token from the checkout's answer or the mail's link. Any other token, a customer's order, another store's: 404. Status, lines, totals, fulfilments (tracking) and refunds.
         */
        get: operations["getGuestOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/billing/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run one billing pass
         * @description Renews every due subscription of the store once per cycle (priced in its market, an order of kind `renewal`, the saved card charged), retries past-due renewals whose time has come and sends reminders, through the job queue. Answers what the pass did. `now` (ISO 8601) bills as if it were that moment, only when the server runs with `BILLING_CLOCK_OVERRIDE=true` (else 422 `clock_override_disabled`); `subscriptionId` limits the pass to one subscription. Two passes at once, or a pass killed and run again, bill each cycle once. The server also runs passes by itself (`BILLING_WORKER`).
         */
        post: operations["runBilling"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/subscriptions/{subscriptionId}/renewals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A subscription's renewals and their attempts
         * @description Newest cycle first: each cycle's status (`paid`, `retrying`, `failed`, `skipped`…), the paid order's public number, the amount, the items left out for want of stock, the next retry and every charge attempt with its outcome. Another customer's subscription: 404.
         */
        get: operations["listSubscriptionRenewals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store's subscriptions, e.g. the past-due ones
         * @description Optionally of one `status` (`past_due` lists those whose renewal is being retried) or one customer's (`email`, any case); `page`, `perPage` (1–100, default 20).
         */
        get: operations["listOperatorSubscriptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/subscriptions/{subscriptionId}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Retry a past-due subscription's payment now
         * @description Charges the renewal that failed again at once with the subscription's card (the next attempt of the schedule), rather than at its next retry time; the answer shows the outcome (`status`, `lastRenewal`). When a billing pass running at that moment had already taken the attempt and does not finish it within the request's time, the answer shows that attempt in flight (`lastRenewal` with its attempt unchanged, `charging` or `retrying`) and `GET /operator/subscriptions` shows the outcome once known. A subscription that is not past due: 409 `subscription_not_past_due`. Another store's: 404.
         */
        post: operations["retryOperatorSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/subscriptions/{subscriptionId}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pause a customer's subscription
         * @description As the customer's own pause: nothing is billed or sent while paused; `resumeOn` (YYYY-MM-DD, after today, within 365 days) resumes it that day, without it it stays paused. A past-due subscription stops being retried. Cancelled: 409 `subscription_cancelled`. Another store's: 404.
         */
        post: operations["pauseOperatorSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/subscriptions/{subscriptionId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a customer's subscription
         * @description Status cancelled, next billing date cleared, recorded as cancelled by the store (`subscription.cancelled` with `cancelledBy: admin`). Cancelling again changes nothing. Another store's: 404.
         */
        post: operations["cancelOperatorSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/billing/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store's retry schedule, final action and reminder days
         * @description `retryDays`: the days after a renewal's first failed charge on which it is tried again (default 1, 3, 5, 7); `finalAction`: `pause` (default) or `cancel`, what happens after the last try or a hard decline; `reminderDays`: the days before each charge the reminder mail goes out (default 3; 0: none).
         */
        get: operations["getBillingSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the retry schedule, final action or reminder days
         * @description Any of `retryDays` (up to 8 days from 1 to 60, each later than the one before; `[]` for no retries), `finalAction` (`pause` or `cancel`) and `reminderDays` (0 to 30). Renewals already waiting for a retry keep their next time; their later tries and every new renewal follow the new schedule. 422 names a bad field.
         */
        patch: operations["updateBillingSettings"];
        trace?: never;
    };
    "/operator/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store's jobs on the durable queue
         * @description Newest first, optionally of one `status` (`queued`, `running`, `done`, `failed`, `dead`: its lease ran out on its last attempt, last error `lease expired`) and `kind` (`billing.renewal`, `billing.reminder`, `tickets.refund`): when each runs, its attempts, the lease of a running one, the last error of one that failed. Done jobs are deleted after JOB_RETENTION_DAYS (7), failed and dead ones after 30 days. `page`, `perPage` (1–100, default 20).
         */
        get: operations["listOperatorJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/carts/{cartId}/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hold seats at an event in the cart for 15 minutes
         * @description Adds `quantity` seats of a ticket type for one occurrence to the cart's `ticketLines` (to its line when the cart has one, which then holds the sum) and holds them until `holdExpiresAt` (15 minutes, started again by each add). Concurrent buyers never hold more than the occurrence's or the type's capacity, and seats wanted by the date's waitlist go to its line first. `offer`, the code from a waitlist offer's mail, holds the seats kept for it (up to its quantity) until the offer ends. 422 for an unknown occurrence or type, one that has started (code `occurrence_past`) or was cancelled (`occurrence_cancelled`), more than the per-order limit, more seats than are left (the message names how many; code `not_enough_seats`), none left (code `sold_out`), an offer that is not valid for the date (`offer_invalid`), used (`offer_used`) or ended (`offer_expired`), or more seats of the date than one client address may hold at once across its carts (the store's `maxSeatsPerBuyer`, 10 by default; code `seat_limit_reached`); the cart is then unchanged. 30 holds per ten minutes from one address (429 with `Retry-After`). Checkout after the hold expired → 409 `hold_expired`.
         */
        post: operations["holdTickets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/carts/{cartId}/tickets/{lineId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Give held seats back
         * @description Removes the ticket line from the cart; its seats are free for others at once.
         */
        delete: operations["releaseTicketHold"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The customer's tickets, by date
         * @description Every ticket of the customer's paid orders, earliest occurrence first, with its signed `code` and the code as a QR code (`qrSvg`) to show at the door. `status`: `valid`, `checked_in` or `cancelled`. A guest's tickets are in the order answer (GET /orders/{orderId}).
         */
        get: operations["listAccountTickets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/tickets/check-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Admit a ticket at the door
         * @description Checks in the ticket a code names (typed or scanned from its QR code): 200 with the ticket the first time; 409 `already_checked_in` (the message says when) after, also when two scans race; 409 `ticket_cancelled` for a cancelled ticket; 404 for a forged code, a mistyped one, or another store's.
         */
        post: operations["checkInTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{slug}/waitlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Join the waitlist of a sold-out date
         * @description A place at the back of the line for `quantity` seats (1 to 10, default 1) of a sold-out date: 201 with the entry and its `position`. When seats free up (a hold given back or expired, tickets cancelled), the first in line whose quantity fits gets a mail with a link that keeps the seats for them for 24 hours (`status: offered`, `offerExpiresAt`); an offer not taken in time passes to the next. The entry counts only once its e-mail is confirmed: joining sends a mail whose link confirms it (POST /events/{slug}/waitlist/confirm); until then (`confirmed: false`) it is never offered seats and `position` is the place it will take. The same e-mail for the same date is one entry: joining again answers 200 with it unchanged (an unconfirmed one gets its link again). 10 joins per ten minutes from one address, 3 an hour for one e-mail from one address (429 with `Retry-After`). 404 for an unknown event; 422 for a date of another event, one that has started (`occurrence_past`) or was cancelled (`occurrence_cancelled`), an invalid e-mail, or a date with the seats still on sale and nobody in line (`seats_available`).
         */
        post: operations["joinWaitlist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{slug}/waitlist/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a waitlist entry's e-mail with the token from its mail
         * @description `token` is the `confirm` of the confirmation mail's link (`/events/{slug}?confirm=…&date=…`): the entry takes its place in line (`confirmed: true`) and seats already free for the line are offered at once. Confirming again answers the entry unchanged. 422 `waitlist_link_invalid` for a token that is forged, another store's or another event's, or whose entry is gone. 30 per ten minutes from one address (429 with `Retry-After`).
         */
        post: operations["confirmWaitlist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/events/{slug}/occurrences/{occurrenceId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a date: its tickets cancelled and refunded, holders told
         * @description Marks the date cancelled (nothing more is sold; the event answers show `cancelled`), drops the seats held in carts, cancels its tickets and ends its waitlist, then refunds each order what it paid for those tickets through its payment records (one job per order on the queue: the order's refunds and status show it) and mails each holder, with `reason` when given. 404 for an unknown event or date; 409 `occurrence_cancelled` when already cancelled, `checkout_in_progress` while a checkout is paying for seats at it.
         */
        post: operations["cancelOccurrence"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/tickets/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run the tickets' background pass now
         * @description What the job worker does every BILLING_INTERVAL_SECONDS for the store: offers that ran out pass to the next in line, seats freed by expired holds are offered to the waitlists, due refunds of cancelled dates run. `now` (ISO 8601) runs it as if at that moment: only when the server runs with BILLING_CLOCK_OVERRIDE=true (tests, demos), else 422 `clock_override_disabled`.
         */
        post: operations["runTicketPass"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every event of the store with its dates, seats and sales
         * @description Drafts too, by title; each date (past and cancelled ones too) with its `capacity`, tickets `sold` and `checkedIn`, seats `held` in carts now, seats `remaining` and what the tickets sold for per currency (`revenue`).
         */
        get: operations["listOperatorEvents"];
        put?: never;
        /**
         * Add an event with its ticket types
         * @description `{title, slug?, description, venue, image?, status, ticketTypes [{name, prices [{marketId, amount}], capacity?, maxPerOrder?}]}` → 201 with the event. Amounts in major units; each ticket type needs the primary market's price (422 `primary_price_required` naming `ticketTypes.N.prices`); other markets convert it (a price given for one → 422 `market_price_not_supported`; a market not the store's → 422 `unknown_market`). `slug` is derived from the title when absent; a given one another event has → 409 `slug_taken`. `image` is a media id of the store's library (422 `unknown_image`). The description is sanitised; `status` defaults to draft. Dates: `POST /operator/events/{slug}/occurrences`. Nothing is written when any part is refused. Owners only.
         */
        post: operations["createEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/events/{slug}/occurrences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a date to an event, with its seats
         * @description `startsAt` and `endsAt` (ISO 8601 with an offset), `capacity` the seats sold for it (each ticket type's own capacity, if it has one, also bounds it). The event need not be published. 404 for an unknown event; 422 for an end before the start.
         */
        post: operations["addOccurrence"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/settings/cors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The browser origins allowed with the store's tokens
         * @description Origins (`https://shop.example.com`) and patterns (`https://*.example.dev`: one label or more in place of `*`) a browser may call the API from with this store's tokens, beside the server's `CORS_ORIGINS`. Also set with `npm run cli -- tenant set-cors`.
         */
        get: operations["getCorsSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Replace the browser origins allowed with the store's tokens
         * @description `origins` replaces the list (`[]` clears it; at most 50). Each entry is an origin, `scheme://host[:port]` with `https` or `http` and no path, or a pattern whose host starts with `*` labels (`https://*.example.dev` matches `https://pr-1.example.dev` and `https://a.b.example.dev`, not `https://example.dev`); at least two fixed labels after `*`. Entries are stored in lower case without a default port. A bad entry → 422 keyed `origins.N` saying what is wrong, nothing changed. Takes effect at once (on every instance with `REDIS_URL`).
         */
        patch: operations["updateCorsSettings"];
        trace?: never;
    };
    "/operator/settings/rewards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store's loyalty programme switch
         * @description `enabled`: whether orders earn points (1 point per whole unit of currency paid, docs/commerce.md) and customers see Rewards. Owners only.
         */
        get: operations["getRewardsSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Switch the loyalty programme on or off
         * @description `{enabled}`. Points already earned are kept either way. Also `npm run cli -- tenant set-rewards`. Owners only.
         */
        patch: operations["updateRewardsSettings"];
        trace?: never;
    };
    "/operator/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store's webhook endpoints
         * @description Oldest first, without their secrets.
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Add a webhook endpoint
         * @description `{url, events}` → 201 with the endpoint and its signing `secret` (`whsec_…`), shown only in this answer. Events: `order.paid`, `order.fulfilled`, `order.refunded`, `order.cancelled`, `subscription.renewed`, `subscription.past_due`, `subscription.cancelled`, `message.received`, `form.submitted`, `ticket.checked_in`, `settings.updated`. Each delivery is a POST of `{id, type, createdAt, data}` signed with `Storefront-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "t.body">`, retried with backoff until a 2xx. A URL that is not http(s), an unknown event, or a host that is or resolves to a private, loopback, link-local or unique-local address (unless the server runs with WEBHOOK_ALLOW_PRIVATE=true) → 422 naming the field; more than 20 endpoints → 409 `webhook_limit_reached`.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a webhook endpoint
         * @description The endpoint and its delivery log; deliveries still waiting are not sent. Another store's or an unknown id → 404.
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An endpoint's delivery log
         * @description Newest first, optionally of one `status` (`pending`, `delivered`, `failed`): each delivery's event id and type, attempts, the receiver's last HTTP status, the last error, when it was created and delivered, and when the next try is due. `page`, `perPage` (1–100, default 20).
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign a staff member in
         * @description `{email, password}` of a staff member of the API token's store → 201 with a back-office session token (`sfs_…`, 12 hours), used as the operator credential (`Authorization: Bearer`) of the operator operations, with the staff member's role. Wrong credentials → 422 on `email` (the same answer for an unknown e-mail); five wrong passwords in a row lock the account for 15 minutes → 429 `staff_locked` with Retry-After; more than 5 tries a minute for one e-mail from one address → 429.
         */
        post: operations["createStaffSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who the operator credential belongs to
         * @description For a back-office session: the staff member and their role. For a CLI operator token: role `owner`, `staff` null.
         */
        get: operations["getOperatorIdentity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/me/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Sign the staff member out
         * @description Ends the calling back-office session; its token answers 401 from then on. A CLI operator token → 403 `staff_session_required`.
         */
        delete: operations["endStaffSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/me/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the signed-in staff member's password
         * @description `{currentPassword, newPassword}` → 200; every other session of this staff member ends. A wrong current password → 422 on `currentPassword`; a weak new one → 422 on `newPassword`.
         */
        post: operations["changeStaffPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store's staff
         * @description Every admin user: those who sign in (`canSignIn`) and those who only receive message notifications. Owners only.
         */
        get: operations["listStaff"];
        put?: never;
        /**
         * Add a staff member
         * @description `{email, name, password, role: owner|staff, notifyOnMessage?, avatar?}` → 201 (`avatar`: a URL or a path under the app, shown beside the member's name on the blog posts they sign). An admin user who only received notifications is given the password and role; one who can already sign in → 409 `staff_exists`. Owners only.
         */
        post: operations["createStaff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/staff/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a staff member's name, avatar, role or notifications
         * @description Any of `name`, `avatar` (a URL or a path under the app; null removes it), `role`, `notifyOnMessage`. Demoting the store's last owner → 409 `last_owner`. Owners only.
         */
        patch: operations["updateStaff"];
        trace?: never;
    };
    "/operator/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The audit log
         * @description Every write a staff member made through the operator operations, newest first: who, the operation, the path, the answer's status, the request (secrets redacted), the record before (when a read of the same path exists) and the answer after. `page`, `perPage` (1–100, default 50). Owners only.
         */
        get: operations["listAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Today's orders and takings, orders to ship, past-due subscriptions, unhandled messages
         * @description `ordersToday` and `revenueToday` (per currency, totals as charged before refunds): the orders paid today, UTC (`date`), cancelled ones left out. `ordersToFulfil`: paid or partly refunded orders not shipped (what `POST /operator/orders/{orderId}/fulfil` accepts). `pastDueSubscriptions`: subscriptions whose renewal is being retried. `unhandledMessages`: contact messages not marked handled. `setup`: what the store needs to sell, each true once it is there: a market, a tax rate, a delivery rate, a product, a CMS page, and `payments` (a payment provider may take payments on this server).
         */
        get: operations["getOperatorDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store's settings
         * @description `{name, contactEmail, phone, address, logo, socialImage, timezone, weightUnit, guestCheckout}` plus `id`, `slug` and the primary market's `currencyCode`. `logo` and `socialImage` are media ids (null for none).
         */
        get: operations["getStoreSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the store's settings
         * @description Any of `name`, `contactEmail`, `phone`, `address {line1, line2?, city, region?, postalCode, countryCode}` (null clears), `logo` and `socialImage` (media ids, null clears), `timezone` (IANA), `weightUnit` (`kg`, `g`, `lb`, `oz`), `guestCheckout`. A bad field → 422 naming it, nothing changed. Owners only. Every change is audited and sent as a `settings.updated` webhook event.
         */
        patch: operations["updateStoreSettings"];
        trace?: never;
    };
    "/operator/markets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store's markets, primary first
         * @description Each with its currency (`currencyCode`, `currencySymbol`, `minorUnits`), countries, `primary`, `taxIncluded`, `exchangeRate` (units of its currency per unit of the primary currency) and `rounding`.
         */
        get: operations["listMarkets"];
        put?: never;
        /**
         * Add a market
         * @description `{name, currencyCode, countries, primary?, taxIncluded?, exchangeRate?, rounding?}` → 201. `currencyCode` an ISO 4217 code in use; `countries` ISO 3166 codes that no other market has (else 422 `country_in_another_market` on `countries`); `exchangeRate` > 0 (default 1); `rounding` `none`, `whole` or `ninety_nine`. `primary: true` makes it the primary market and the old one an ordinary market, in one transaction; its exchange rate is 1; a new primary currency once the store has orders → 409 `primary_currency_locked`. A store's first market is primary. Owners only. Every change is audited and sent as a `settings.updated` webhook event.
         */
        post: operations["createMarket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/markets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One market
         * @description Another store's or an unknown id → 404.
         */
        get: operations["getMarket"];
        put?: never;
        post?: never;
        /**
         * Remove a market
         * @description With its countries, delivery rate and fixed prices. The primary market → 409 `primary_market`; a market an active cart, an order or a live subscription uses → 409 `market_in_use`. Owners only. Every change is audited and sent as a `settings.updated` webhook event.
         */
        delete: operations["deleteMarket"];
        options?: never;
        head?: never;
        /**
         * Change a market
         * @description Any of the creation fields; `countries` replaces the list. `primary: true` moves the primary mark here (the old primary becomes an ordinary market); `primary: false` on the primary market → 422 `primary_market_required` (a store has exactly one). The primary market's currency cannot change once the store has orders (409 `primary_currency_locked`). Open carts are re-priced on their next read; orders already placed keep their amounts. Owners only. Every change is audited and sent as a `settings.updated` webhook event.
         */
        patch: operations["updateMarket"];
        trace?: never;
    };
    "/operator/tax-rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store's tax rates
         * @description Per country (and `region`: a US state, a Canadian province; null for the whole country) and tax class (`standard`, `reduced`, `zero`), in percent. A region's rate replaces the country's for addresses there. A class without a rate is untaxed.
         */
        get: operations["listTaxRates"];
        put?: never;
        /**
         * Add a tax rate
         * @description `{countryCode, region?, taxClass, rate, name}` → 201; `rate` in percent, 0 to below 100, at most four decimals; `name` is shown on tax lines ("VAT"). A second rate for the same country, region and class → 409 `tax_rate_exists`. Open carts are re-priced on their next read; orders already placed keep their amounts. Owners only. Every change is audited and sent as a `settings.updated` webhook event.
         */
        post: operations["createTaxRate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/tax-rates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One tax rate
         * @description Another store's or an unknown id → 404.
         */
        get: operations["getTaxRate"];
        put?: never;
        post?: never;
        /**
         * Remove a tax rate
         * @description Lines of that country (region) and class are untaxed from then on. Open carts are re-priced on their next read; orders already placed keep their amounts. Owners only. Every change is audited and sent as a `settings.updated` webhook event.
         */
        delete: operations["deleteTaxRate"];
        options?: never;
        head?: never;
        /**
         * Change a tax rate
         * @description Any of the creation fields. Open carts are re-priced on their next read; orders already placed keep their amounts. Owners only. Every change is audited and sent as a `settings.updated` webhook event.
         */
        patch: operations["updateTaxRate"];
        trace?: never;
    };
    "/operator/shipping-rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store's delivery rates
         * @description One per market: `price` (flat), `freeOver` (orders whose product subtotal reaches it ship free; null: never) in major units of the market's `currencyCode`, `deliveryDays` (shown, not enforced).
         */
        get: operations["listOperatorShippingRates"];
        put?: never;
        /**
         * Add a market's delivery rate
         * @description `{name, marketId, price, freeOver?, deliveryDays?}` → 201; amounts in major units of the market's currency, not negative, no more decimals than the currency has. A market the store does not have → 422 `unknown_market` on `marketId`; a market that has a rate → 409 `shipping_rate_exists` (one per market). Open carts are re-priced on their next read; orders already placed keep their amounts. Owners only. Every change is audited and sent as a `settings.updated` webhook event.
         */
        post: operations["createShippingRate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/shipping-rates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One delivery rate
         * @description Another store's or an unknown id → 404.
         */
        get: operations["getShippingRate"];
        put?: never;
        post?: never;
        /**
         * Remove a delivery rate
         * @description The market then delivers free until it has a rate again. Open carts are re-priced on their next read; orders already placed keep their amounts. Owners only. Every change is audited and sent as a `settings.updated` webhook event.
         */
        delete: operations["deleteShippingRate"];
        options?: never;
        head?: never;
        /**
         * Change a delivery rate
         * @description Any of the creation fields; a new `marketId` moves it to a market without a rate. Open carts are re-priced on their next read; orders already placed keep their amounts. Owners only. Every change is audited and sent as a `settings.updated` webhook event.
         */
        patch: operations["updateShippingRate"];
        trace?: never;
    };
    "/operator/media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The media library, newest first
         * @description A page of the store's uploaded images (`page`, `perPage` up to 100), newest first, for a picker. Each image is served at `/media/{id}/{width}.{webp|avif|jpg}` (not under /api/v1, no token) for a width of 96, 160, 320, 480, 640, 960, 1280, 1600, 1920 (never enlarged: a width past the original's serves the original's), with `Cache-Control: public, max-age=31536000, immutable` and an ETag; `url` is its WebP rendition at the largest of those widths the original reaches, up to 1280.
         */
        get: operations["listMedia"];
        put?: never;
        /**
         * Upload an image to the media library
         * @description multipart/form-data with `file` (the image) and `alt` (optional, at most 500 characters) → 201 `{data: {id, url, width, height, alt, …}}`. JPEG, PNG, WebP or AVIF, judged by the file's content, never its name or declared type: anything else, or a file that does not decode → 422 `unsupported_image` on `file`; more than 50 megapixels → 422 `image_too_large`; a file over 10 MiB → 413 `file_too_large`; a body that is not multipart/form-data → 415. Each image is served at `/media/{id}/{width}.{webp|avif|jpg}` (not under /api/v1, no token) for a width of 96, 160, 320, 480, 640, 960, 1280, 1600, 1920 (never enlarged: a width past the original's serves the original's), with `Cache-Control: public, max-age=31536000, immutable` and an ETag; `url` is its WebP rendition at the largest of those widths the original reaches, up to 1280. Owners only; audited.
         */
        post: operations["uploadMedia"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/media/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One image of the media library
         * @description Another store's or an unknown id → 404.
         */
        get: operations["getMedia"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change an image's alt text
         * @description `{alt}` (at most 500 characters; empty for a decorative image). The file itself never changes, so its URLs stay valid and cached. Another store's or an unknown id → 404. Owners only; audited.
         */
        patch: operations["updateMedia"];
        trace?: never;
    };
    "/operator/forms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store's forms, by title
         * @description Each with its current definition and version, and how many submissions it has (`submissions`) and how many are not handled yet (`unhandled`); `page`, `perPage` (1–100, default 20).
         */
        get: operations["listOperatorForms"];
        put?: never;
        /**
         * Add a form (version 1 of its definition)
         * @description `{slug, title, fields [{name, label, type: text | email | phone | number | textarea | select | radio | checkbox | date | consent | hidden, required, options?, min?, max?, pattern?, help?}], notify [email], successMessage, status: draft | published}` → 201. At most 100 fields with distinct names (a letter, then letters, digits or _); select and radio fields need `options`; `min`/`max` bound a number's value, a text's length or how many boxes of a checkbox group are ticked; `pattern` (a regular expression the whole value must match) only on text-like fields. A slug another form has → 409 `slug_taken`; `submissions` is reserved. A published form is at once answered by GET /forms/{slug}. Owners only.
         */
        post: operations["createForm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/forms/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One form of the store, draft or published
         * @description Its current definition, version and submission counts. Another store's or unknown → 404.
         */
        get: operations["getOperatorForm"];
        put?: never;
        post?: never;
        /**
         * Delete a form with all its versions and submissions
         * @description The form, every version and submission of it, and the mails its submissions caused that are still in the outbox are removed; answers the form as it was. Owners only.
         */
        delete: operations["deleteForm"];
        options?: never;
        head?: never;
        /**
         * Edit a form; new fields make a new version
         * @description Any part of `{slug, title, fields [{name, label, type: text | email | phone | number | textarea | select | radio | checkbox | date | consent | hidden, required, options?, min?, max?, pattern?, help?}], notify [email], successMessage, status: draft | published}`. `fields` that differ from the current ones become a new version (`version` + 1): submissions keep the version they answered, and the CSV export has a column for every field of any version. A new slug another form has → 409 `slug_taken`. Owners only.
         */
        patch: operations["updateForm"];
        trace?: never;
    };
    "/operator/forms/{slug}/submissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A form's submissions, newest first
         * @description `q` matches any value (case-insensitive), `status` `handled` or `unhandled`; `page`, `perPage` (1–100, default 20), or `cursor` (`meta.nextCursor`: keyset, stable while submissions arrive; null on the last page; a malformed one is 422). `values` are as stored: a checkbox group's a list, a consent's `{accepted, text, version, at}` (the text shown, the definition version and the time). Another store's or unknown form → 404.
         */
        get: operations["listFormSubmissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/forms/{slug}/submissions.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A form's submissions as CSV (text/csv)
         * @description Newest first: Submitted at, Id, Version, Handled, then a column per field of any version (headed by its label). RFC 4180, UTF-8 with a byte-order mark, `Content-Disposition: attachment`; a cell starting with `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading apostrophe, so a spreadsheet never runs it as a formula. Owners and staff.
         */
        get: operations["exportFormSubmissionsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/forms/{slug}/submissions/{id}/handled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a form submission handled
         * @description Sets `handledAt` (kept from the first time when marked again). Owners and staff, like contact messages. Another store's or form's submission, or an unknown id: 404.
         */
        post: operations["markFormSubmissionHandled"];
        /**
         * Mark a form submission unhandled again
         * @description Clears `handledAt`. Another store's or form's submission, or an unknown id: 404.
         */
        delete: operations["unmarkFormSubmissionHandled"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/forms/submissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Erase a person's form submissions everywhere in the store
         * @description `email` (required): every submission of any form of the store that holds this address in a value (case-insensitive) is deleted, with the mails it caused still in the outbox and its webhook deliveries. Answers how many of each went. Owners only; audited.
         */
        delete: operations["eraseFormSubmissions"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/forms/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A published form and a proof-of-work challenge
         * @description `{data: {slug, title, version, fields, successMessage}, challenge}`: `challenge` is an ALTCHA v2 challenge (altcha-lib `solveChallenge` with the SHA-256 `deriveKey`) for this store and form, valid for 20 minutes and for one submission. A draft, another store's or unknown form → 404. Never cached.
         */
        get: operations["getForm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/forms/{slug}/submissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a published form
         * @description `{values: {fieldName: value}, altcha, honeypot?}` → 201 `{data: {id, message}}` (`message` is the form's success message). `altcha` is the base64 of `{challenge, solution}` (the challenge of GET /forms/{slug} and its solution). Values are checked against the form's current definition: every failing field in one 422, `errors` keyed by field name (missing required, wrong type, an option not offered, out of `min`/`max`, not matching `pattern`, a name the form has no field for). A checkbox without options is `true`/`false`, a checkbox group a list of options, a consent `true` (stored with the text shown, the version and the time). 422 `errors.values` when over 100 values or 64 KB of values (a body over 160 KiB: 413); 422 `errors.honeypot` (`honeypot_filled`) when the honeypot is filled; 422 `errors.altcha` when the challenge is not solved or not this store's and form's (`challenge_invalid`), expired (`challenge_expired`) or already used (`challenge_replayed`). Nothing is stored when refused. The submission is stored first; then a mail to each `notify` address and an acknowledgement to the submitter (the form's first e-mail field) go through the outbox, and a `form.submitted` webhook is sent. Rate limited per address like POST /messages.
         */
        post: operations["submitForm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/analytics/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record page views and shopping steps from the storefront (the beacon)
         * @description `{events: [{type, path, productId?, orderId?, query?, referrer?}]}`, 1 to 50 events, `type` one of page_view, product_view, add_to_cart, checkout_started, search → 202 `{accepted}`. No cookie is read or set and neither the address nor the user agent is stored: the visitor is an HMAC-SHA256 of a salt of the day (deleted once the day is over), the store, the address and the user agent, so visitors are counted per day. Kept per event: the store's day, the time, that hash, the type, the path, the product, the referrer's host name and the country of the address. `DNT: 1` or `Sec-GPC: 1` → 202 and nothing kept; a known bot's user agent → 202 and nothing kept; an event naming another store's product (or none) is dropped. For `navigator.sendBeacon`, which cannot send an Authorization header, the store's public API token may be given as the `token` query parameter instead (never a private token). No Idempotency-Key: a repeated batch counts twice. Rate-limited per address.
         */
        post: operations["recordAnalyticsEvents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/analytics/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Visitors, conversion and sales over a range of days, by day, with top products, pages, referrers and countries
         * @description `from` and `to` are days (YYYY-MM-DD, inclusive) in the store's time zone (its `timezone` setting), default the 30 days to today; `market` (a market id) limits the books' figures (orders, sales, refunds) to that market's orders, the traffic is the whole store's. Sales come from the orders and refunds themselves, never the beacon: `orders` paid in the range (cancelled and unpaid ones left out, renewals and ticket orders in), `grossSales` what they charged plus their discounts, `discounts` (codes and points), `refunds` (refunds that succeeded on the range's days), `netSales` = gross − discounts − refunds, `averageOrderValue` what an order charged; per currency (`currencies`) to the minor unit, and `converted` into the primary currency at each market's current `exchangeRate` (orders do not record the rate they were charged at; a currency no market has is listed in `unconvertedCurrencies` and left out). `visitors` are distinct per day (summed over the days), `conversionRate` checkout orders per visitor. `series`: each day's visitors, page views, orders and converted net sales. `compare=previous`: `previous` holds the same totals for as many days just before. Owners and staff.
         */
        get: operations["getAnalyticsOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/analytics/funnel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Visitors → product views → adds to cart → checkouts started → orders, with the drop-off of each step
         * @description `from` and `to` are days (YYYY-MM-DD, inclusive) in the store's time zone (its `timezone` setting), default the 30 days to today; `market` (a market id) limits the books' figures (orders, sales, refunds) to that market's orders, the traffic is the whole store's. Each step but orders counts visitors who sent that event (distinct per day, summed over the days); orders are the checkout orders paid in the range (from the orders). `dropOff`: the share of the step before that did not reach this one (0..1). Owners and staff.
         */
        get: operations["getAnalyticsFunnel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/analytics/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Active, new and churned subscriptions, churn rate, MRR per currency and monthly cohort retention
         * @description `from` and `to` are days (YYYY-MM-DD, inclusive) in the store's time zone (its `timezone` setting), default the 30 days to today; `market` (a market id) limits the books' figures (orders, sales, refunds) to that market's orders, the traffic is the whole store's. From the subscriptions themselves: `active` not cancelled at the end of the range, `new` started in it, `churned` cancelled in it, `churnRate` churned ÷ (active at the start + new). `mrr` per currency: the subscriptions active or past due now, a box of `price` every `frequencyWeeks` counting price × 52 ÷ 12 ÷ weeks a month. `cohorts`: by the month subscriptions started (the range's months), how many, and `retention[k]` the share not cancelled k months after the month began, up to this month. Owners and staff.
         */
        get: operations["getAnalyticsSubscriptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/analytics/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The range's days as CSV: visitors, page views and each currency's orders and sales (text/csv)
         * @description `from` and `to` are days (YYYY-MM-DD, inclusive) in the store's time zone (its `timezone` setting), default the 30 days to today; `market` (a market id) limits the books' figures (orders, sales, refunds) to that market's orders, the traffic is the whole store's. Columns: Date, Visitors, Page views, Currency, Orders, Gross sales, Discounts, Refunds, Net sales (major units, the figures of the overview per currency); one row per day and currency (a day without orders: one row of zeros in the primary currency). RFC 4180, UTF-8 with a byte-order mark, `Content-Disposition: attachment`. Owners and staff.
         */
        get: operations["exportAnalyticsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "order.paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The order.paid event, delivered to each endpoint subscribed to it
         * @description Sent as a POST with the JSON body below. Verify `Storefront-Signature` (`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` with the endpoint's `whsec_…` secret) before trusting it: the SDK's `verifyWebhook` does it and returns the typed event. Answer 2xx within 10 s; anything else is retried with backoff (docs/webhooks.md). The same event keeps its `id` (and `Storefront-Event-Id`) on every retry.
         */
        post: operations["webhook_order_paid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.fulfilled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The order.fulfilled event, delivered to each endpoint subscribed to it
         * @description Sent as a POST with the JSON body below. Verify `Storefront-Signature` (`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` with the endpoint's `whsec_…` secret) before trusting it: the SDK's `verifyWebhook` does it and returns the typed event. Answer 2xx within 10 s; anything else is retried with backoff (docs/webhooks.md). The same event keeps its `id` (and `Storefront-Event-Id`) on every retry.
         */
        post: operations["webhook_order_fulfilled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.refunded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The order.refunded event, delivered to each endpoint subscribed to it
         * @description Sent as a POST with the JSON body below. Verify `Storefront-Signature` (`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` with the endpoint's `whsec_…` secret) before trusting it: the SDK's `verifyWebhook` does it and returns the typed event. Answer 2xx within 10 s; anything else is retried with backoff (docs/webhooks.md). The same event keeps its `id` (and `Storefront-Event-Id`) on every retry.
         */
        post: operations["webhook_order_refunded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.cancelled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The order.cancelled event, delivered to each endpoint subscribed to it
         * @description Sent as a POST with the JSON body below. Verify `Storefront-Signature` (`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` with the endpoint's `whsec_…` secret) before trusting it: the SDK's `verifyWebhook` does it and returns the typed event. Answer 2xx within 10 s; anything else is retried with backoff (docs/webhooks.md). The same event keeps its `id` (and `Storefront-Event-Id`) on every retry.
         */
        post: operations["webhook_order_cancelled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "subscription.renewed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The subscription.renewed event, delivered to each endpoint subscribed to it
         * @description Sent as a POST with the JSON body below. Verify `Storefront-Signature` (`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` with the endpoint's `whsec_…` secret) before trusting it: the SDK's `verifyWebhook` does it and returns the typed event. Answer 2xx within 10 s; anything else is retried with backoff (docs/webhooks.md). The same event keeps its `id` (and `Storefront-Event-Id`) on every retry.
         */
        post: operations["webhook_subscription_renewed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "subscription.past_due": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The subscription.past_due event, delivered to each endpoint subscribed to it
         * @description Sent as a POST with the JSON body below. Verify `Storefront-Signature` (`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` with the endpoint's `whsec_…` secret) before trusting it: the SDK's `verifyWebhook` does it and returns the typed event. Answer 2xx within 10 s; anything else is retried with backoff (docs/webhooks.md). The same event keeps its `id` (and `Storefront-Event-Id`) on every retry.
         */
        post: operations["webhook_subscription_past_due"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "subscription.cancelled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The subscription.cancelled event, delivered to each endpoint subscribed to it
         * @description Sent as a POST with the JSON body below. Verify `Storefront-Signature` (`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` with the endpoint's `whsec_…` secret) before trusting it: the SDK's `verifyWebhook` does it and returns the typed event. Answer 2xx within 10 s; anything else is retried with backoff (docs/webhooks.md). The same event keeps its `id` (and `Storefront-Event-Id`) on every retry.
         */
        post: operations["webhook_subscription_cancelled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "message.received": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The message.received event, delivered to each endpoint subscribed to it
         * @description Sent as a POST with the JSON body below. Verify `Storefront-Signature` (`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` with the endpoint's `whsec_…` secret) before trusting it: the SDK's `verifyWebhook` does it and returns the typed event. Answer 2xx within 10 s; anything else is retried with backoff (docs/webhooks.md). The same event keeps its `id` (and `Storefront-Event-Id`) on every retry.
         */
        post: operations["webhook_message_received"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "form.submitted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The form.submitted event, delivered to each endpoint subscribed to it
         * @description Sent as a POST with the JSON body below. Verify `Storefront-Signature` (`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` with the endpoint's `whsec_…` secret) before trusting it: the SDK's `verifyWebhook` does it and returns the typed event. Answer 2xx within 10 s; anything else is retried with backoff (docs/webhooks.md). The same event keeps its `id` (and `Storefront-Event-Id`) on every retry.
         */
        post: operations["webhook_form_submitted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "ticket.checked_in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The ticket.checked_in event, delivered to each endpoint subscribed to it
         * @description Sent as a POST with the JSON body below. Verify `Storefront-Signature` (`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` with the endpoint's `whsec_…` secret) before trusting it: the SDK's `verifyWebhook` does it and returns the typed event. Answer 2xx within 10 s; anything else is retried with backoff (docs/webhooks.md). The same event keeps its `id` (and `Storefront-Event-Id`) on every retry.
         */
        post: operations["webhook_ticket_checked_in"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "settings.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The settings.updated event, delivered to each endpoint subscribed to it
         * @description Sent as a POST with the JSON body below. Verify `Storefront-Signature` (`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` with the endpoint's `whsec_…` secret) before trusting it: the SDK's `verifyWebhook` does it and returns the typed event. Answer 2xx within 10 s; anything else is retried with backoff (docs/webhooks.md). The same event keeps its `id` (and `Storefront-Event-Id`) on every retry.
         */
        post: operations["webhook_settings_updated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        OrderPaidWebhook: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            type: "order.paid";
            createdAt: string;
            data: components["schemas"]["OrderDetail"];
        };
        OrderDetail: {
            /** Format: uuid */
            id: string;
            orderId: string;
            kind: components["schemas"]["OrderKind"];
            status: components["schemas"]["OrderStatus"];
            email: string | null;
            guest: boolean;
            currencyCode: string;
            lines: components["schemas"]["OrderDetailLine"][];
            subtotal: number;
            displaySubtotal: string;
            shipping: number;
            displayShipping: string;
            total: number;
            displayTotal: string;
            totals: components["schemas"]["OrderTotals"];
            pointsEarned: number;
            shippingAddress: components["schemas"]["OrderAddress"];
            paymentMethod: components["schemas"]["OrderCard"];
            fulfilments: components["schemas"]["Fulfilment"][];
            tickets: components["schemas"]["Ticket"][];
            refunds: components["schemas"]["OrderRefund"][];
            /** Format: date-time */
            createdAt: string;
            paidAt: string | null;
            fulfilledAt: string | null;
            cancelledAt: string | null;
        };
        /** @enum {string} */
        OrderKind: "order" | "renewal" | "tickets";
        /** @enum {string} */
        OrderStatus: "pending_payment" | "paid" | "fulfilled" | "partially_refunded" | "refunded" | "cancelled";
        OrderDetailLine: {
            /** Format: uuid */
            id: string;
            kind: components["schemas"]["OrderLineKind"];
            /** Format: uuid */
            productId: string | null;
            name: string;
            quantity: number;
            unitPrice: number;
            lineTotal: number;
            lineSubtotal: number;
            displayUnitPrice: string;
            displayLineTotal: string;
            displayLineSubtotal: string;
        };
        /** @enum {string} */
        OrderLineKind: "product" | "ticket" | "subscription" | "balance_payment";
        OrderTotals: {
            currencyCode: string;
            /** Format: uuid */
            marketId: string | null;
            taxIncluded: boolean;
            subtotal: number;
            discountTotal: number;
            pointsValue: number;
            pointsRedeemed: number;
            shipping: number;
            taxTotal: number;
            taxLines: {
                name: string;
                rate: number;
                amount: number;
                displayAmount: string;
            }[];
            total: number;
            displaySubtotal: string;
            displayDiscountTotal: string;
            displayPointsValue: string;
            displayShipping: string;
            displayTaxTotal: string;
            displayTotal: string;
            captured: number;
            refunded: number;
            displayRefunded: string;
        };
        OrderAddress: {
            firstName: string;
            lastName: string;
            company: string | null;
            line1: string;
            line2: string | null;
            city: string;
            region: string | null;
            postalCode: string;
            countryCode: string;
            phone?: string | null;
        } | null;
        OrderCard: {
            /** Format: uuid */
            id: string | null;
            paymentMethod: components["schemas"]["PaymentMethodType"];
            cardType: components["schemas"]["CardType"];
            cardLast4: string;
        } | null;
        /** @enum {string} */
        PaymentMethodType: "card" | "wallet";
        /** @enum {string} */
        CardType: "visa" | "mastercard" | "amex" | "";
        Fulfilment: {
            /** Format: uuid */
            id: string;
            carrier: string;
            trackingNumber: string;
            /** Format: date-time */
            createdAt: string;
        };
        Ticket: {
            /** Format: uuid */
            id: string;
            code: string;
            qrSvg: string;
            status: components["schemas"]["TicketStatus"];
            ticketType: string;
            orderNumber: string;
            event: {
                slug: string;
                title: string;
                venue: string;
            };
            occurrence: {
                /** Format: uuid */
                id: string;
                startsAt: string;
                endsAt: string;
                displayStartsAt: string;
            };
            checkedInAt: string | null;
        };
        /** @enum {string} */
        TicketStatus: "valid" | "checked_in" | "cancelled";
        OrderRefund: {
            /** Format: uuid */
            id: string;
            amount: number;
            displayAmount: string;
            reason: string | null;
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed";
            /** Format: date-time */
            createdAt: string;
        };
        OrderFulfilledWebhook: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            type: "order.fulfilled";
            createdAt: string;
            data: components["schemas"]["OrderDetail"];
        };
        OrderRefundedWebhook: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            type: "order.refunded";
            createdAt: string;
            data: components["schemas"]["OrderDetail"];
        };
        OrderCancelledWebhook: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            type: "order.cancelled";
            createdAt: string;
            data: components["schemas"]["OrderDetail"];
        };
        SubscriptionRenewedWebhook: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            type: "subscription.renewed";
            createdAt: string;
            data: components["schemas"]["SubscriptionEventData"];
        };
        SubscriptionEventData: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            customerId: string;
            /** Format: uuid */
            productId: string | null;
            name: string;
            status: components["schemas"]["SubscriptionStatus"];
            frequencyWeeks: number;
            nextBillingDate: string | null;
            pausedUntil: string | null;
            cancelledAt: string | null;
            cycle?: number;
            orderId?: string;
            failureCode?: components["schemas"]["RenewalFailureCode"];
            nextRetryAt?: string;
            /** @enum {string} */
            cancelledBy?: "customer" | "admin" | "payment_failure";
        };
        /** @enum {string} */
        SubscriptionStatus: "active" | "past_due" | "paused" | "cancelled";
        /** @enum {string|null} */
        RenewalFailureCode: "insufficient_funds" | "card_declined" | "expired_card" | "lost_card" | "stolen_card" | "incorrect_number" | "refund_declined" | "no_card" | "out_of_stock" | null;
        SubscriptionPastDueWebhook: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            type: "subscription.past_due";
            createdAt: string;
            data: components["schemas"]["SubscriptionEventData"];
        };
        SubscriptionCancelledWebhook: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            type: "subscription.cancelled";
            createdAt: string;
            data: components["schemas"]["SubscriptionEventData"];
        };
        MessageReceivedWebhook: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            type: "message.received";
            createdAt: string;
            data: components["schemas"]["MessageEventData"];
        };
        MessageEventData: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            customerId: string;
            name: string | null;
            email: string;
            subject: string | null;
            message: string | null;
            source: string | null;
            company: string | null;
        };
        FormSubmittedWebhook: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            type: "form.submitted";
            createdAt: string;
            data: components["schemas"]["FormEventData"];
        };
        FormEventData: {
            /** Format: uuid */
            id: string;
            form: string;
            version: number;
            values: {
                [key: string]: unknown;
            };
            email: string | null;
            createdAt: string;
        };
        TicketCheckedInWebhook: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            type: "ticket.checked_in";
            createdAt: string;
            data: components["schemas"]["TicketEventData"];
        };
        TicketEventData: {
            /** Format: uuid */
            id: string;
            code: string;
            status: components["schemas"]["TicketStatus"];
            ticketType: string;
            orderNumber: string;
            event: {
                slug: string;
                title: string;
                venue: string;
            };
            occurrence: {
                /** Format: uuid */
                id: string;
                startsAt: string;
                endsAt: string;
                displayStartsAt: string;
            };
            checkedInAt: string | null;
        };
        SettingsUpdatedWebhook: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            type: "settings.updated";
            createdAt: string;
            data: components["schemas"]["SettingsEventData"];
        };
        SettingsEventData: {
            /** @enum {string} */
            section: "store" | "markets" | "taxRates" | "shippingRates";
            /** @enum {string} */
            action: "created" | "updated" | "deleted";
            id: string;
            record: {
                [key: string]: unknown;
            } | null;
        };
        /** @description A stable snake_case code for this error; each operation's responses list the ones it answers, and docs/errors.md (served at /docs/errors, an anchor per code) says what each means. Match on it, not on the English `message`. */
        ErrorCode: string & ("bad_request" | "unauthenticated" | "payment_declined" | "forbidden" | "not_found" | "method_not_allowed" | "conflict" | "expired" | "body_too_large" | "unsupported_media_type" | "validation_failed" | "rate_limited" | "server_error" | "service_unavailable" | "invalid_json" | "malformed_path" | "unprocessable_text" | "invalid_multipart" | "refund_declined" | "owner_only" | "staff_session_required" | "guest_checkout_disabled" | "route_not_found" | "out_of_stock" | "discount_exhausted" | "hold_expired" | "checkout_in_progress" | "staff_exists" | "last_owner" | "idempotency_in_flight" | "concurrent_change" | "still_referenced" | "order_state" | "not_refundable" | "payment_method_in_use" | "payment_setup_used" | "payment_key_reused" | "webhook_limit_reached" | "store_not_ready" | "subscription_cancelled" | "subscription_not_past_due" | "subscription_paused" | "package_unavailable" | "occurrence_cancelled" | "ticket_cancelled" | "already_checked_in" | "market_in_use" | "primary_market" | "primary_currency_locked" | "tax_rate_exists" | "slug_taken" | "event_has_tickets" | "ticket_type_sold" | "shipping_rate_exists" | "file_too_large" | "discount_not_applicable" | "market_price_not_supported" | "points_insufficient" | "points_over_limit" | "points_step" | "points_need_account" | "rewards_disabled" | "unknown_market" | "country_in_another_market" | "primary_market_required" | "destination_outside_market" | "primary_market_price" | "variant_required" | "invalid_variants" | "sku_taken" | "primary_price_required" | "compare_at_not_above_price" | "unknown_image" | "unknown_collection" | "unknown_product" | "sale_above_price" | "unsupported_image" | "image_too_large" | "invalid_csv" | "csv_columns_missing" | "unknown_media" | "refund_exceeds_captured" | "payment_setup_expired" | "payment_token_used" | "payment_setup_spent" | "occurrence_past" | "seats_available" | "sold_out" | "not_enough_seats" | "seat_limit_reached" | "waitlist_link_invalid" | "offer_invalid" | "offer_used" | "honeypot_filled" | "challenge_invalid" | "challenge_expired" | "challenge_replayed" | "offer_expired" | "clock_override_disabled" | "idempotency_key_reused" | "webhook_url_refused" | "nothing_to_reorder" | "staff_locked" | "payments_not_configured");
        MessageError: {
            message: string;
            code: components["schemas"]["ErrorCode"];
        };
        ValidationError: {
            message: string;
            errors: {
                [key: string]: string[];
            };
            code: components["schemas"]["ErrorCode"];
        };
        SubscriptionNotFoundError: {
            error: string;
            code: components["schemas"]["ErrorCode"];
        };
        MovedError: {
            message: string;
            code: components["schemas"]["ErrorCode"];
            /** @description When the slug asked for was renamed: the slug the page or post has now. */
            redirectTo?: string;
        };
        BuyAgainFailed: {
            /** @enum {boolean} */
            success: false;
            message: string;
            /** @enum {number} */
            itemsAdded: 0;
            itemsSkipped: number;
            code: string;
        };
        Address: {
            /** Format: uuid */
            id: string;
            firstName: string;
            lastName: string;
            company: string | null;
            line1: string;
            line2: string | null;
            city: string;
            region: string | null;
            postalCode: string;
            countryCode: string;
            phone: string | null;
            isDefault: boolean;
            /** Format: date-time */
            createdAt: string;
        };
        AddressList: {
            data: components["schemas"]["Address"][];
        };
        AddressCreated: {
            data: components["schemas"]["Address"];
        };
        AddressDeleted: {
            message: string;
        };
        AccountMessage: {
            message: string;
        };
        CustomerProfile: {
            /** Format: uuid */
            id: string;
            email: string;
            firstName: string | null;
            lastName: string | null;
            phone: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        AuthResponse: {
            token: string;
            /** @enum {string} */
            tokenType: "Bearer";
            /** Format: date-time */
            expiresAt: string;
            customer: components["schemas"]["CustomerProfile"];
        };
        CreateAddressInput: {
            firstName: string;
            lastName: string;
            company?: string | null;
            line1: string;
            line2?: string | null;
            city: string;
            region?: string | null;
            postalCode: string;
            countryCode: string;
            phone?: string | null;
            /** @default false */
            isDefault: boolean;
        };
        UpdateAddressInput: {
            firstName?: string;
            lastName?: string;
            company?: string | null;
            line1?: string;
            line2?: string | null;
            city?: string;
            region?: string | null;
            postalCode?: string;
            countryCode?: string;
            phone?: string | null;
            isDefault?: boolean;
        };
        CustomerProfileResponse: {
            data: components["schemas"]["CustomerProfile"];
        };
        UpdateProfileInput: {
            firstName?: string;
            lastName?: string;
            phone?: string | null;
        };
        LoginInput: {
            /** Format: email */
            email: string;
            password: string;
        };
        RegisterInput: {
            /** Format: email */
            email: string;
            password: string;
            firstName: string;
            lastName: string;
        };
        PasswordChangeInput: {
            currentPassword: string;
            newPassword: string;
        };
        PasswordResetRequestInput: {
            email: string;
            returnUrl?: string | null;
        };
        PasswordResetInput: {
            email: string;
            token: string;
            password: string;
        };
        BlogPostSummary: {
            slug: string;
            title: string;
            excerpt: string;
            featuredImage: string | null;
            author: {
                name: string;
                avatar: string | null;
            };
            /** Format: date-time */
            publishedAt: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        PageMeta: {
            currentPage: number;
            lastPage: number;
            perPage: number;
            total: number;
        };
        BlogIndex: {
            data: components["schemas"]["BlogPostSummary"][];
            meta: components["schemas"]["PageMeta"];
        };
        BlogPost: {
            slug: string;
            title: string;
            excerpt: string;
            content: string;
            featuredImage: string | null;
            author: {
                name: string;
                avatar: string | null;
            };
            seo: {
                title: string;
                description: string;
                ogImage: string;
            };
            collections: {
                slug: string;
                name: string;
            }[];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** Format: date-time */
            publishedAt: string;
        };
        OperatorPost: {
            slug: string;
            title: string;
            excerpt: string;
            content: string;
            featuredImage: string | null;
            author: {
                name: string;
                avatar: string | null;
            };
            seo: {
                title: string;
                description: string;
                ogImage: string;
            };
            collections: {
                slug: string;
                name: string;
            }[];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** Format: date-time */
            publishedAt: string | null;
            /** @enum {string} */
            status: "published" | "draft";
            /** Format: date-time */
            publishAt: string | null;
            authorId: string | null;
        };
        OperatorPostPatch: {
            title?: string;
            slug?: string;
            excerpt?: string;
            content?: string;
            /** @enum {string} */
            status?: "published" | "draft";
            featuredImage?: string | null;
            seoTitle?: string;
            seoDescription?: string;
            /** Format: date-time */
            publishAt?: string | null;
            /** Format: uuid */
            authorId?: string | null;
            collections?: string[];
        };
        OperatorPostInput: {
            title: string;
            slug?: string;
            /** @default  */
            excerpt: string;
            /** @default  */
            content: string;
            /** @enum {string} */
            status?: "published" | "draft";
            /** @default null */
            featuredImage: string | null;
            /** @default  */
            seoTitle: string;
            /** @default  */
            seoDescription: string;
            /** Format: date-time */
            publishAt?: string | null;
            /**
             * Format: uuid
             * @default null
             */
            authorId: string | null;
            /** @default [] */
            collections: string[];
        };
        OperatorPostResponse: {
            data: components["schemas"]["OperatorPost"];
        };
        CmsPage: {
            slug: string;
            name: string;
            content: string;
            seo: {
                title: string;
                description: string;
                ogImage: string;
            };
            /** @enum {string} */
            status: "published" | "draft";
            fields: {
                [key: string]: string;
            };
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** Format: date-time */
            publishedAt: string;
        };
        CmsPageListItem: {
            slug: string;
            name: string;
            metaTitle: string;
            metaDescription: string;
            /** @enum {string} */
            status: "published" | "draft";
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** Format: date-time */
            publishedAt: string | null;
        };
        CmsPageList: {
            data: components["schemas"]["CmsPageListItem"][];
            meta?: components["schemas"]["PageMeta"];
        };
        OperatorPage: {
            slug: string;
            name: string;
            content: string;
            seo: {
                title: string;
                description: string;
                ogImage: string;
            };
            /** @enum {string} */
            status: "published" | "draft";
            fields: {
                [key: string]: string;
            };
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** Format: date-time */
            publishedAt: string | null;
            /** Format: date-time */
            publishAt: string | null;
        };
        OperatorPagePatch: {
            name?: string;
            slug?: string;
            metaTitle?: string;
            metaDescription?: string;
            ogImage?: string;
            content?: string;
            fields?: {
                [key: string]: string;
            };
            /** @enum {string} */
            status?: "published" | "draft";
            /** Format: date-time */
            publishAt?: string | null;
        };
        OperatorPageInput: {
            name: string;
            slug?: string;
            /** @default  */
            metaTitle: string;
            /** @default  */
            metaDescription: string;
            /** @default  */
            ogImage: string;
            /** @default  */
            content: string;
            /** @default {} */
            fields: {
                [key: string]: string;
            };
            /** @enum {string} */
            status?: "published" | "draft";
            /** Format: date-time */
            publishAt?: string | null;
        };
        ContentDeleted: {
            message: string;
        };
        OperatorPageResponse: {
            data: components["schemas"]["OperatorPage"];
        };
        OperatorPageList: {
            data: components["schemas"]["CmsPageListItem"][];
        };
        OperatorPostSummary: {
            slug: string;
            title: string;
            excerpt: string;
            /** @enum {string} */
            status: "published" | "draft";
            /** Format: date-time */
            publishedAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        OperatorPostList: {
            data: components["schemas"]["OperatorPostSummary"][];
            meta: components["schemas"]["PageMeta"];
        };
        HtmlPreviewInput: {
            html: string;
        };
        HtmlPreview: {
            html: string;
        };
        HtmlPreviewResponse: {
            data: components["schemas"]["HtmlPreview"];
        };
        PreviewLink: {
            url: string;
            token: string;
            /** Format: date-time */
            expiresAt: string;
        };
        PreviewLinkResponse: {
            data: components["schemas"]["PreviewLink"];
        };
        CartLine: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            productId: string;
            /** Format: uuid */
            variantId: string;
            variantTitle: string;
            options: {
                [key: string]: string;
            };
            name: string;
            sku: string;
            slug: string;
            quantity: number;
            unitPrice: number;
            lineTotal: number;
            lineSubtotal: number;
            displayUnitPrice: string;
            displayLineTotal: string;
            displayLineSubtotal: string;
            discount: number;
            tax: number;
            /** @enum {string} */
            taxClass: "standard" | "reduced" | "zero";
            image: {
                url: string;
                path: string;
                alt: string;
            } | null;
        };
        CartTicketLine: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            occurrenceId: string;
            /** Format: uuid */
            ticketTypeId: string;
            eventSlug: string;
            eventTitle: string;
            ticketType: string;
            startsAt: string;
            displayStartsAt: string;
            quantity: number;
            unitPrice: number;
            lineTotal: number;
            lineSubtotal: number;
            displayUnitPrice: string;
            displayLineTotal: string;
            displayLineSubtotal: string;
            discount: number;
            tax: number;
            holdExpiresAt: string;
            expired: boolean;
        };
        TaxLine: {
            name: string;
            rate: number;
            amount: number;
            displayAmount: string;
        };
        CartTotals: {
            currencyCode: string;
            /** Format: uuid */
            marketId: string;
            taxIncluded: boolean;
            subtotal: number;
            displaySubtotal: string;
            discountTotal: number;
            displayDiscountTotal: string;
            pointsValue: number;
            displayPointsValue: string;
            pointsRedeemed: number;
            shipping: number;
            displayShipping: string;
            taxTotal: number;
            displayTaxTotal: string;
            taxLines: components["schemas"]["TaxLine"][];
            total: number;
            displayTotal: string;
            pointsEarned: number;
            estimated: boolean;
        };
        CartDiscountCode: {
            code: string;
            description: string;
            amount: number;
            displayAmount: string;
            applied: boolean;
            reason: string | null;
        };
        Cart: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            marketId: string;
            currencyCode: string;
            shippingCountry: string | null;
            shippingRegion: string | null;
            lines: components["schemas"]["CartLine"][];
            ticketLines: components["schemas"]["CartTicketLine"][];
            itemCount: number;
            subtotal: number;
            displaySubtotal: string;
            totals: components["schemas"]["CartTotals"];
            discountCodes: components["schemas"]["CartDiscountCode"][];
            pointsToRedeem: number;
            maxPointsToRedeem: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        CartResponse: {
            data: components["schemas"]["Cart"];
        };
        AccountCartResponse: {
            data: components["schemas"]["Cart"] | null;
        };
        CreateCartInput: {
            market?: string;
        };
        UpdateCartInput: {
            market?: string;
            shippingCountry?: string | null;
            shippingRegion?: string | null;
            pointsToRedeem?: number;
        };
        AddCartLineInput: {
            /** Format: uuid */
            variantId?: string;
            /** Format: uuid */
            productId?: string;
            quantity: number;
        };
        UpdateCartLineInput: {
            quantity: number;
        };
        MergeCartInput: {
            /** Format: uuid */
            cartId: string;
        };
        CatalogImage: {
            url: string;
            path: string;
            alt: string;
        };
        ProductListItem: {
            /** Format: uuid */
            id: string;
            slug: string;
            title: string;
            /** @enum {string} */
            type: "product" | "subscription_package";
            price: number;
            displayPrice: string;
            compareAtPrice: number | null;
            displayCompareAtPrice: string | null;
            regularPrice: number;
            salePrice: number | null;
            currencyCode: string;
            taxIncluded: boolean;
            inStock: boolean;
            image: components["schemas"]["CatalogImage"] | null;
            options: {
                name: string;
                values: string[];
            }[];
            variants: {
                /** Format: uuid */
                id: string;
                sku: string;
                options: {
                    [key: string]: string;
                };
                title: string;
                price: number;
                displayPrice: string;
                compareAtPrice: number | null;
                salePrice: number | null;
                inStock: boolean;
                image: components["schemas"]["CatalogImage"] | null;
            }[];
        };
        ProductDetail: {
            /** Format: uuid */
            id: string;
            slug: string;
            title: string;
            /** @enum {string} */
            type: "product" | "subscription_package";
            price: number;
            displayPrice: string;
            compareAtPrice: number | null;
            displayCompareAtPrice: string | null;
            regularPrice: number;
            salePrice: number | null;
            currencyCode: string;
            taxIncluded: boolean;
            inStock: boolean;
            image: components["schemas"]["CatalogImage"] | null;
            options: {
                name: string;
                values: string[];
            }[];
            variants: {
                /** Format: uuid */
                id: string;
                sku: string;
                options: {
                    [key: string]: string;
                };
                title: string;
                price: number;
                displayPrice: string;
                compareAtPrice: number | null;
                salePrice: number | null;
                inStock: boolean;
                image: components["schemas"]["CatalogImage"] | null;
            }[];
            sku: string;
            description: string;
            images: components["schemas"]["CatalogImage"][];
            maxQuantity: number;
            subscriberPrice: number;
            displaySubscriberPrice: string;
            collections: {
                slug: string;
                title: string;
            }[];
            packages: {
                /** Format: uuid */
                id: string;
                slug: string;
                title: string;
            }[];
            seo: {
                title: string;
                description: string;
            };
        };
        CursorPageMeta: {
            currentPage: number;
            lastPage: number;
            perPage: number;
            total: number;
            nextCursor: string | null;
        };
        ProductList: {
            data: components["schemas"]["ProductListItem"][];
            meta: components["schemas"]["CursorPageMeta"];
        };
        ProductResponse: {
            data: components["schemas"]["ProductDetail"];
        };
        /** @enum {string} */
        ProductStatus: "active" | "draft" | "archived";
        CollectionSummary: {
            /** Format: uuid */
            id: string;
            slug: string;
            title: string;
            description: string;
            image: components["schemas"]["CatalogImage"] | null;
            productCount: number;
        };
        CollectionList: {
            data: components["schemas"]["CollectionSummary"][];
        };
        CollectionResponse: {
            data: {
                /** Format: uuid */
                id: string;
                slug: string;
                title: string;
                description: string;
                image: components["schemas"]["CatalogImage"] | null;
                productCount: number;
                seo: {
                    title: string;
                    description: string;
                };
            };
        };
        EventOccurrence: {
            /** Format: uuid */
            id: string;
            startsAt: string;
            endsAt: string;
            displayStartsAt: string;
            capacity: number;
            remaining: number;
            soldOut: boolean;
            cancelled: boolean;
            waitlist: number;
            ticketTypes: {
                /** Format: uuid */
                id: string;
                name: string;
                price: number;
                displayPrice: string;
                remaining: number;
            }[];
        };
        EventListItem: {
            /** Format: uuid */
            id: string;
            slug: string;
            title: string;
            venue: string;
            image: components["schemas"]["CatalogImage"] | null;
            timeZone: string;
            occurrences: components["schemas"]["EventOccurrence"][];
            fromPrice: number | null;
            displayFromPrice: string | null;
            currencyCode: string;
            taxIncluded: boolean;
        };
        TicketPrice: {
            /** Format: uuid */
            id: string;
            name: string;
            price: number;
            displayPrice: string;
            currencyCode: string;
        };
        EventDetail: {
            /** Format: uuid */
            id: string;
            slug: string;
            title: string;
            venue: string;
            image: components["schemas"]["CatalogImage"] | null;
            timeZone: string;
            occurrences: components["schemas"]["EventOccurrence"][];
            fromPrice: number | null;
            displayFromPrice: string | null;
            currencyCode: string;
            taxIncluded: boolean;
            description: string;
            tickets: components["schemas"]["TicketPrice"][];
        };
        EventList: {
            data: components["schemas"]["EventListItem"][];
            meta: components["schemas"]["PageMeta"];
        };
        EventResponse: {
            data: components["schemas"]["EventDetail"];
        };
        ShippingRate: {
            /** Format: uuid */
            marketId: string;
            market: string;
            isPrimary: boolean;
            countries: string[];
            flatRate: number;
            displayFlatRate: string;
            freeOver: number | null;
            displayFreeOver: string | null;
            currencyCode: string;
            taxIncluded: boolean;
        };
        ShippingRateList: {
            data: components["schemas"]["ShippingRate"][];
        };
        OperatorMarketPrice: {
            /** Format: uuid */
            marketId: string;
            marketName: string;
            currencyCode: string;
            primary: boolean;
            fixed: boolean;
            price: number;
            salePrice: number | null;
            displayPrice: string;
            displaySalePrice: string | null;
        };
        OperatorImage: {
            /** Format: uuid */
            id: string;
            url: string;
            path: string;
            alt: string;
        };
        OperatorProduct: {
            /** Format: uuid */
            id: string;
            slug: string;
            title: string;
            status: components["schemas"]["ProductStatus"];
            price: number;
            salePrice: number | null;
            stock: number;
            maxQuantity: number;
            prices: components["schemas"]["OperatorMarketPrice"][];
            sku: string;
            /** @enum {string} */
            kind: "product" | "subscription_package";
            /** @enum {string} */
            taxClass: "standard" | "reduced" | "zero";
            description: string;
            weightGrams: number | null;
            seo: {
                title: string | null;
                description: string | null;
            };
            images: components["schemas"]["OperatorImage"][];
            collections: {
                slug: string;
                title: string;
            }[];
            updatedAt: string;
        };
        OperatorMarketPriceInput: {
            /** Format: uuid */
            marketId: string;
            price: number | null;
            salePrice?: number | null;
        };
        ProductSeoInput: {
            title?: string | null;
            description?: string | null;
        };
        ProductOptionInput: {
            name: string;
            values: string[];
        };
        VariantPriceInput: {
            /** Format: uuid */
            marketId: string;
            amount: number;
            compareAt?: number | null;
        };
        ProductVariantInput: {
            /** @default  */
            sku: string;
            /** @default {} */
            options: {
                [key: string]: string;
            };
            prices: components["schemas"]["VariantPriceInput"][];
            /** @default 0 */
            stock: number;
            weightGrams?: number | null;
        };
        OperatorProductPatch: {
            title?: string;
            slug?: string;
            sku?: string;
            description?: string;
            status?: components["schemas"]["ProductStatus"];
            price?: number;
            salePrice?: number | null;
            stock?: number;
            maxQuantity?: number;
            /** @enum {string} */
            taxClass?: "standard" | "reduced" | "zero";
            marketPrices?: components["schemas"]["OperatorMarketPriceInput"][];
            images?: string[];
            collections?: string[];
            seo?: components["schemas"]["ProductSeoInput"];
            weightGrams?: number | null;
            options?: components["schemas"]["ProductOptionInput"][];
            variants?: components["schemas"]["ProductVariantInput"][];
        };
        OperatorProductResponse: {
            data: components["schemas"]["OperatorProduct"];
        };
        OperatorProductListItem: {
            /** Format: uuid */
            id: string;
            slug: string;
            title: string;
            status: components["schemas"]["ProductStatus"];
            price: number;
            salePrice: number | null;
            stock: number;
            maxQuantity: number;
            prices: components["schemas"]["OperatorMarketPrice"][];
            sku: string;
            /** @enum {string} */
            kind: "product" | "subscription_package";
            /** @enum {string} */
            taxClass: "standard" | "reduced" | "zero";
            updatedAt: string;
        };
        OperatorProductList: {
            data: components["schemas"]["OperatorProductListItem"][];
            meta: components["schemas"]["PageMeta"];
        };
        CreateProductInput: {
            title: string;
            slug?: string;
            /** @default  */
            description: string;
            status: components["schemas"]["ProductStatus"];
            /**
             * @default standard
             * @enum {string}
             */
            taxClass: "standard" | "reduced" | "zero";
            /** @default [] */
            options: components["schemas"]["ProductOptionInput"][];
            variants: components["schemas"]["ProductVariantInput"][];
            /** @default 10 */
            maxQuantity: number;
            /** @default [] */
            images: string[];
            /** @default [] */
            collections: string[];
            seo?: components["schemas"]["ProductSeoInput"];
        };
        ProductImportInput: {
            /**
             * Format: binary
             * @description The product CSV (UTF-8, Shopify's columns), at most 10 MiB.
             */
            file: string;
        };
        ProductImportAccepted: {
            data: {
                /** Format: uuid */
                id: string;
            };
        };
        /** @enum {string} */
        ProductImportStatus: "queued" | "running" | "done" | "failed";
        ProductImportError: {
            line: number;
            column: string;
            message: string;
        };
        ProductImport: {
            /** Format: uuid */
            id: string;
            status: components["schemas"]["ProductImportStatus"];
            rowsDone: number;
            rowsTotal: number;
            created: number;
            updated: number;
            errors: components["schemas"]["ProductImportError"][];
            createdAt: string;
            finishedAt: string | null;
        };
        ProductImportResponse: {
            data: components["schemas"]["ProductImport"];
        };
        CreateCollectionInput: {
            title: string;
            slug?: string;
            /** @default  */
            description: string;
            /**
             * @default active
             * @enum {string}
             */
            status: "active" | "draft";
            /**
             * Format: uuid
             * @default null
             */
            image: string | null;
            /** @default [] */
            products: string[];
        };
        OperatorCollectionDetail: {
            /** Format: uuid */
            id: string;
            slug: string;
            title: string;
            description: string;
            /** @enum {string} */
            status: "active" | "draft";
            image: components["schemas"]["OperatorImage"] | null;
            products: string[];
            productCount: number;
        };
        CatalogDeleted: {
            message: string;
        };
        OperatorCollectionPatch: {
            title?: string;
            slug?: string;
            description?: string;
            /** @enum {string} */
            status?: "active" | "draft";
            /** Format: uuid */
            image?: string | null;
            products?: string[];
        };
        OperatorCollectionResponse: {
            data: components["schemas"]["OperatorCollectionDetail"];
        };
        OperatorCollectionListItem: {
            /** Format: uuid */
            id: string;
            slug: string;
            title: string;
            description: string;
            /** @enum {string} */
            status: "active" | "draft";
            productCount: number;
        };
        OperatorCollectionList: {
            data: components["schemas"]["OperatorCollectionListItem"][];
        };
        /** @enum {string} */
        EventStatus: "published" | "draft" | "archived";
        OperatorTicketPrice: {
            /** Format: uuid */
            marketId: string;
            currencyCode: string;
            amount: number;
            displayPrice: string;
        };
        OperatorTicketType: {
            /** Format: uuid */
            id: string;
            name: string;
            prices: components["schemas"]["OperatorTicketPrice"][];
            capacity: number | null;
            maxPerOrder: number;
        };
        OperatorEvent: {
            /** Format: uuid */
            id: string;
            slug: string;
            title: string;
            description: string;
            venue: string;
            image: components["schemas"]["OperatorImage"] | null;
            status: components["schemas"]["EventStatus"];
            ticketTypes: components["schemas"]["OperatorTicketType"][];
        };
        TicketPriceInput: {
            /** Format: uuid */
            marketId: string;
            amount: number;
        };
        TicketTypePatchInput: {
            name: string;
            prices: components["schemas"]["TicketPriceInput"][];
            capacity?: number | null;
            maxPerOrder?: number;
            /** Format: uuid */
            id?: string;
        };
        OperatorEventPatch: {
            title?: string;
            slug?: string;
            description?: string;
            venue?: string;
            /** Format: uuid */
            image?: string | null;
            status?: components["schemas"]["EventStatus"];
            ticketTypes?: components["schemas"]["TicketTypePatchInput"][];
        };
        TicketTypeInput: {
            name: string;
            prices: components["schemas"]["TicketPriceInput"][];
            capacity?: number | null;
            maxPerOrder?: number;
        };
        OperatorEventInput: {
            title: string;
            slug?: string;
            /** @default  */
            description: string;
            /** @default  */
            venue: string;
            /**
             * Format: uuid
             * @default null
             */
            image: string | null;
            status?: components["schemas"]["EventStatus"];
            ticketTypes: components["schemas"]["TicketTypeInput"][];
        };
        OperatorEventResponse: {
            data: components["schemas"]["OperatorEvent"];
        };
        CheckoutInput: {
            /** Format: uuid */
            cartId: string;
            /** Format: uuid */
            shippingAddressId: string;
            /** Format: uuid */
            paymentMethodId: string;
        };
        GuestAddress: {
            firstName: string;
            lastName: string;
            line1: string;
            line2?: string | null;
            city: string;
            region?: string | null;
            postalCode: string;
            countryCode: string;
            phone?: string | null;
        };
        GuestCheckoutInput: {
            /** Format: uuid */
            cartId: string;
            email: string;
            shippingAddress: components["schemas"]["GuestAddress"];
            payment: {
                identifier: string;
                token: string;
            };
        };
        GuestPaymentSetup: {
            /** Format: uuid */
            identifier: string;
            /** Format: uri */
            engineUrl: string;
        };
        CheckoutOrder: {
            /** Format: uuid */
            id: string;
            orderId: string;
            kind: components["schemas"]["OrderKind"];
            status: components["schemas"]["OrderStatus"];
            email: string | null;
            guest: boolean;
            currencyCode: string;
            lines: components["schemas"]["OrderDetailLine"][];
            subtotal: number;
            displaySubtotal: string;
            shipping: number;
            displayShipping: string;
            total: number;
            displayTotal: string;
            totals: components["schemas"]["OrderTotals"];
            pointsEarned: number;
            shippingAddress: components["schemas"]["OrderAddress"];
            paymentMethod: components["schemas"]["OrderCard"];
            fulfilments: components["schemas"]["Fulfilment"][];
            tickets: components["schemas"]["Ticket"][];
            refunds: components["schemas"]["OrderRefund"][];
            /** Format: date-time */
            createdAt: string;
            paidAt: string | null;
            fulfilledAt: string | null;
            cancelledAt: string | null;
            accessToken?: string;
        };
        CheckoutOrderResponse: {
            data: components["schemas"]["CheckoutOrder"];
        };
        BuyAgainSucceeded: {
            /** @enum {boolean} */
            success: true;
            /** Format: uuid */
            cartId: string;
            itemsAdded: number;
            unitsAdded: number;
            itemsSkipped: number;
            skippedReasons: string[];
            /** Format: uri-reference */
            redirectUrl: string;
            cart: components["schemas"]["Cart"];
        };
        OrderLine: {
            /** Format: uuid */
            id: string;
            kind: components["schemas"]["OrderLineKind"];
            /** Format: uuid */
            productId: string | null;
            name: string;
            quantity: number;
            unitPrice: number;
            lineTotal: number;
        };
        OrderSummary: {
            /** Format: uuid */
            id: string;
            orderId: string;
            status: components["schemas"]["OrderStatus"];
            total: number;
            displayTotal: string;
            currencyCode: string;
            pointsEarned: number;
            /** Format: date-time */
            createdAt: string;
            lines: components["schemas"]["OrderLine"][];
            refunded: number;
            displayRefunded: string;
            taxIncluded: boolean;
            taxTotal: number;
            displayTaxTotal: string;
            taxLines: {
                name: string;
                rate: number;
                amount: number;
                displayAmount: string;
            }[];
            fulfilments: components["schemas"]["Fulfilment"][];
            refunds: components["schemas"]["OrderRefund"][];
        };
        OrderList: {
            data: components["schemas"]["OrderSummary"][];
            meta: components["schemas"]["CursorPageMeta"];
        };
        OrderDetailResponse: {
            data: components["schemas"]["OrderDetail"];
        };
        FulfilInput: {
            carrier: string;
            trackingNumber: string;
        };
        RefundInput: {
            amount: number;
            reason: string;
        };
        OperatorOrderSummary: {
            /** Format: uuid */
            id: string;
            orderId: string;
            kind: components["schemas"]["OrderKind"];
            status: components["schemas"]["OrderStatus"];
            email: string | null;
            guest: boolean;
            total: number;
            displayTotal: string;
            refunded: number;
            currencyCode: string;
            /** Format: date-time */
            createdAt: string;
        };
        OperatorOrderList: {
            data: components["schemas"]["OperatorOrderSummary"][];
            meta: components["schemas"]["CursorPageMeta"];
        };
        /** @enum {string} */
        PaymentStatus: "pending" | "paid" | "partially_refunded" | "refunded" | "voided";
        /** @enum {string} */
        FulfilmentStatus: "unfulfilled" | "fulfilled";
        OperatorOrderLine: {
            /** Format: uuid */
            id: string;
            kind: components["schemas"]["OrderLineKind"];
            /** Format: uuid */
            productId: string | null;
            name: string;
            quantity: number;
            unitPrice: number;
            lineTotal: number;
            lineSubtotal: number;
            displayUnitPrice: string;
            displayLineTotal: string;
            displayLineSubtotal: string;
            discount: number | null;
            displayDiscount: string | null;
            tax: number | null;
        };
        OrderSummaryRow: {
            /** @enum {string} */
            kind: "subtotal" | "discount" | "points" | "shipping" | "tax";
            label: string;
            amount: number;
            displayAmount: string;
            included: boolean;
        };
        OrderNote: {
            /** Format: uuid */
            id: string;
            body: string;
            author: string;
            /** Format: date-time */
            createdAt: string;
        };
        OrderNoteInput: {
            body: string;
        };
        OrderNoteResponse: {
            data: components["schemas"]["OrderNote"];
        };
        OrderTimelineEvent: {
            /** @enum {string} */
            kind: "placed" | "paid" | "fulfilled" | "refund" | "cancelled" | "mail" | "note";
            /** Format: date-time */
            at: string;
            text: string;
            author: string | null;
            carrier: string | null;
            trackingNumber: string | null;
            amount: number | null;
            /** @enum {string|null} */
            status: "pending" | "succeeded" | "failed" | "sent" | null;
        };
        OperatorOrderDetail: {
            /** Format: uuid */
            id: string;
            orderId: string;
            kind: components["schemas"]["OrderKind"];
            status: components["schemas"]["OrderStatus"];
            email: string | null;
            guest: boolean;
            currencyCode: string;
            lines: components["schemas"]["OperatorOrderLine"][];
            subtotal: number;
            displaySubtotal: string;
            shipping: number;
            displayShipping: string;
            total: number;
            displayTotal: string;
            totals: components["schemas"]["OrderTotals"];
            pointsEarned: number;
            shippingAddress: components["schemas"]["OrderAddress"];
            paymentMethod: components["schemas"]["OrderCard"];
            fulfilments: components["schemas"]["Fulfilment"][];
            tickets: components["schemas"]["Ticket"][];
            refunds: components["schemas"]["OrderRefund"][];
            /** Format: date-time */
            createdAt: string;
            paidAt: string | null;
            fulfilledAt: string | null;
            cancelledAt: string | null;
            /** Format: uuid */
            customerId: string | null;
            paymentStatus: components["schemas"]["PaymentStatus"];
            fulfilmentStatus: components["schemas"]["FulfilmentStatus"];
            summary: components["schemas"]["OrderSummaryRow"][];
            netPaid: number;
            displayNetPaid: string;
            notes: components["schemas"]["OrderNote"][];
            timeline: components["schemas"]["OrderTimelineEvent"][];
        };
        OperatorOrderDetailResponse: {
            data: components["schemas"]["OperatorOrderDetail"];
        };
        CurrencyAmount: {
            currencyCode: string;
            amount: number;
            displayAmount: string;
        };
        OperatorCustomerSummary: {
            /** Format: uuid */
            id: string;
            email: string;
            firstName: string | null;
            lastName: string | null;
            registered: boolean;
            ordersCount: number;
            totalSpent: components["schemas"]["CurrencyAmount"][];
            /** Format: date-time */
            createdAt: string;
        };
        OperatorCustomerList: {
            data: components["schemas"]["OperatorCustomerSummary"][];
            meta: components["schemas"]["PageMeta"];
        };
        CustomerOrder: {
            orderId: string;
            status: components["schemas"]["OrderStatus"];
            total: number;
            displayTotal: string;
            currencyCode: string;
            /** Format: date-time */
            createdAt: string;
        };
        CustomerSubscription: {
            /** Format: uuid */
            id: string;
            name: string;
            /** @enum {string} */
            status: "active" | "past_due" | "paused" | "cancelled";
            frequencyWeeks: number;
            price: number;
            displayPrice: string;
            nextBillingDate: string | null;
        };
        CustomerConsent: {
            form: string;
            text: string;
            version: string | null;
            accepted: boolean;
            at: string | null;
        };
        OperatorCustomerDetail: {
            /** Format: uuid */
            id: string;
            email: string;
            firstName: string | null;
            lastName: string | null;
            registered: boolean;
            ordersCount: number;
            totalSpent: components["schemas"]["CurrencyAmount"][];
            /** Format: date-time */
            createdAt: string;
            phone: string | null;
            orders: components["schemas"]["CustomerOrder"][];
            subscriptions: components["schemas"]["CustomerSubscription"][];
            pointsBalance: number;
            rewardsEnabled: boolean;
            addresses: components["schemas"]["Address"][];
            marketingConsent: {
                given: boolean;
                consents: components["schemas"]["CustomerConsent"][];
            };
        };
        OperatorCustomerDetailResponse: {
            data: components["schemas"]["OperatorCustomerDetail"];
        };
        Discount: {
            /** Format: uuid */
            id: string;
            code: string | null;
            description: string;
            /** @enum {string} */
            kind: "percentage" | "fixed" | "free_shipping";
            value: number | {
                [key: string]: number;
            } | null;
            appliesTo: {
                productIds?: string[];
                collectionSlugs?: string[];
            } | null;
            minSubtotal: {
                [key: string]: number;
            } | null;
            startsAt: string | null;
            endsAt: string | null;
            usageLimit: number | null;
            perCustomerLimit: number | null;
            firstOrderOnly: boolean;
            combinable: boolean;
            active: boolean;
            timesUsed: number;
            createdAt: string;
            updatedAt: string;
        };
        DiscountResponse: {
            data: components["schemas"]["Discount"];
        };
        DiscountList: {
            data: components["schemas"]["Discount"][];
        };
        CreateDiscountInput: {
            code?: string | null;
            description?: string;
            /** @enum {string} */
            kind: "percentage" | "fixed" | "free_shipping";
            value?: number | {
                [key: string]: number;
            } | null;
            appliesTo?: {
                productIds?: string[];
                collectionSlugs?: string[];
            } | null;
            minSubtotal?: {
                [key: string]: number;
            } | null;
            /** Format: date-time */
            startsAt?: string | null;
            /** Format: date-time */
            endsAt?: string | null;
            usageLimit?: number | null;
            perCustomerLimit?: number | null;
            firstOrderOnly?: boolean;
            combinable?: boolean;
            active?: boolean;
        };
        UpdateDiscountInput: {
            code?: string | null;
            description?: string;
            /** @enum {string} */
            kind?: "percentage" | "fixed" | "free_shipping";
            value?: number | {
                [key: string]: number;
            } | null;
            appliesTo?: {
                productIds?: string[];
                collectionSlugs?: string[];
            } | null;
            minSubtotal?: {
                [key: string]: number;
            } | null;
            /** Format: date-time */
            startsAt?: string | null;
            /** Format: date-time */
            endsAt?: string | null;
            usageLimit?: number | null;
            perCustomerLimit?: number | null;
            firstOrderOnly?: boolean;
            combinable?: boolean;
            active?: boolean;
        };
        AddDiscountCodeInput: {
            code: string;
        };
        Market: {
            /** Format: uuid */
            id: string;
            name: string;
            currencyCode: string;
            currencySymbol: string;
            isPrimary: boolean;
        };
        MarketResponse: {
            market: components["schemas"]["Market"] | null;
            detectedCountry: string;
        };
        MessageInput: {
            name?: string | null;
            email: string;
            subject?: string | null;
            message?: string | null;
            source?: string | null;
            company?: string | null;
        };
        MessageSubmitted: {
            /** @enum {boolean} */
            success: true;
            message: string;
        };
        OperatorMessage: {
            /** Format: uuid */
            id: string;
            name: string | null;
            email: string;
            subject: string | null;
            message: string | null;
            source: string | null;
            company: string | null;
            handled: boolean;
            handledAt: string | null;
            createdAt: string;
        };
        OperatorMessageList: {
            data: components["schemas"]["OperatorMessage"][];
            meta: components["schemas"]["PageMeta"];
        };
        OperatorMessageResponse: {
            data: components["schemas"]["OperatorMessage"];
        };
        /** @enum {string} */
        MessageHandledFilter: "handled" | "unhandled";
        DashboardRevenue: {
            currencyCode: string;
            orders: number;
            revenue: number;
            displayRevenue: string;
        };
        OperatorDashboard: {
            date: string;
            ordersToday: number;
            revenueToday: components["schemas"]["DashboardRevenue"][];
            ordersToFulfil: number;
            pastDueSubscriptions: number;
            unhandledMessages: number;
            setup: {
                market: boolean;
                taxRate: boolean;
                shippingRate: boolean;
                product: boolean;
                page: boolean;
                payments: boolean;
            };
        };
        OperatorDashboardResponse: {
            data: components["schemas"]["OperatorDashboard"];
        };
        SearchResponse: {
            query: string;
            correctedQuery: string | null;
            totalResults: number;
            results: {
                products: {
                    /** Format: uuid */
                    id: string;
                    /** @enum {string} */
                    type: "product";
                    title: string;
                    slug: string;
                    url: string;
                    path: string;
                    excerpt: string;
                    image: {
                        /** Format: uuid */
                        id: string;
                        src: string;
                        url: string;
                        alt: string;
                        path: string;
                        mimeType: string;
                        filename: string;
                    } | null;
                    price: string;
                    /** @enum {string} */
                    status: "active";
                }[];
                pages: {
                    id: string;
                    /** @enum {string} */
                    type: "page";
                    title: string;
                    slug: string;
                    url: string;
                    path: string;
                    excerpt: string;
                    image: null;
                    price: null;
                    /** @enum {string} */
                    status: "published";
                }[];
                collections: {
                    /** Format: uuid */
                    id: string;
                    /** @enum {string} */
                    type: "collection";
                    title: string;
                    slug: string;
                    url: string;
                    path: string;
                    excerpt: string;
                    image: {
                        /** Format: uuid */
                        id: string;
                        src: string;
                        url: string;
                        alt: string;
                    } | null;
                    price: null;
                    /** @enum {string} */
                    status: "active";
                }[];
                events: {
                    /** Format: uuid */
                    id: string;
                    /** @enum {string} */
                    type: "event";
                    title: string;
                    slug: string;
                    url: string;
                    path: string;
                    excerpt: string;
                    image: {
                        /** Format: uuid */
                        id: string;
                        src: string;
                        url: string;
                        alt: string;
                    } | null;
                    price: string | null;
                    /** @enum {string} */
                    status: "published";
                    /** Format: date-time */
                    startsAt: string | null;
                }[];
                subscriptionPackages: {
                    /** Format: uuid */
                    id: string;
                    /** @enum {string} */
                    type: "subscription_package";
                    title: string;
                    slug: string;
                    url: string;
                    path: string;
                    excerpt: string;
                    image: {
                        /** Format: uuid */
                        id: string;
                        src: string;
                        url: string;
                        alt: string;
                        path: string;
                        mimeType: string;
                        filename: string;
                    } | null;
                    price: string;
                    /** @enum {string} */
                    status: "active";
                }[];
            };
        };
        PaymentSetupInput: {
            subscriptionId?: string | null;
        };
        PaymentSetup: {
            /** Format: uuid */
            identifier: string;
            /** Format: uri */
            engineUrl: string;
        };
        CompletePaymentSetupInput: {
            token: string;
        };
        /** @enum {string} */
        PaymentProvider: "sandbox";
        SavedPaymentMethod: {
            /** Format: uuid */
            id: string;
            provider: components["schemas"]["PaymentProvider"];
            paymentMethod: components["schemas"]["PaymentMethodType"];
            providerId: string;
            cardType: components["schemas"]["CardType"];
            cardLast4: string;
            cardExpMonth: number;
            cardExpYear: number;
            default: boolean;
        };
        SavedPaymentMethodList: components["schemas"]["SavedPaymentMethod"][];
        SavedPaymentMethodResponse: {
            data: components["schemas"]["SavedPaymentMethod"];
        };
        PaymentMethodDeleted: {
            message: string;
        };
        CompletedPaymentSetup: {
            /** Format: uuid */
            id: string;
            provider: components["schemas"]["PaymentProvider"];
            paymentMethod: components["schemas"]["PaymentMethodType"];
            providerId: string;
            cardType: components["schemas"]["CardType"];
            cardLast4: string;
            cardExpMonth: number;
            cardExpYear: number;
            default: boolean;
            /** Format: uuid */
            subscriptionId: string | null;
        };
        ReconcileInput: {
            olderThanSeconds?: number;
        };
        ReconcileResult: {
            data: {
                checked: number;
                paid: number;
                released: number;
                refundsCompleted: number;
                refundsUndone: number;
            };
        };
        /** @enum {string} */
        PointsTransactionType: "order" | "signup" | "adjustment" | "redemption" | "expiry" | "reversal" | "refund";
        PointsMetadata: {
            orderNumber?: string;
            discountCode?: string;
        };
        PointsTransaction: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            customerId: string;
            /** Format: uuid */
            orderId: string | null;
            points: number;
            balanceAfter: number;
            type: components["schemas"]["PointsTransactionType"];
            description: string;
            metadata: components["schemas"]["PointsMetadata"] | null;
            order: {
                /** Format: uuid */
                id: string;
                orderId: string;
            } | null;
            /** Format: date-time */
            createdAt: string;
            orderNumber: string | null;
        };
        PointsHistory: {
            /** @enum {boolean} */
            enabled: true;
            data: components["schemas"]["PointsTransaction"][];
            meta: components["schemas"]["PageMeta"];
        };
        PointsHistoryDisabled: {
            /** @enum {boolean} */
            enabled: false;
        };
        PointsHistoryResponse: components["schemas"]["PointsHistory"] | components["schemas"]["PointsHistoryDisabled"];
        RewardsSummary: {
            enabled: boolean;
            balance: number;
            balanceValue: number;
            displayBalanceValue: string;
            pointValue: number;
            currencyCode: string;
            redeemStep: number;
            maxShareOfSubtotal: number;
        };
        RewardsSummaryResponse: {
            data: components["schemas"]["RewardsSummary"];
        };
        AvailableItem: {
            /** Format: uuid */
            id: string;
            name: string;
            sku: string;
            image: {
                /** Format: uuid */
                id: string;
                src: string;
                url: string;
                alt: string;
                path: string;
                mimeType: string;
                filename: string;
            } | null;
            price: number;
            salePrice: number | null;
            regularPrice: number;
            subscriberPrice: number;
            description: string;
            /** @enum {string} */
            status: "active";
            minQuantity: number;
            maxQuantity: number;
            defaultQuantity: number;
            inStock: boolean;
        };
        OperatorPackagePatch: {
            frequencies?: number[];
            defaultFrequency?: number;
            minItems?: number;
        };
        SubscribeInput: {
            /** Format: uuid */
            packageId: string;
            items: {
                /** Format: uuid */
                productId: string;
                quantity: number;
            }[];
            frequencyWeeks: number;
            /** Format: uuid */
            paymentMethodId: string;
            /** Format: uuid */
            addressId: string;
            market?: string;
        };
        SubscriptionPatch: {
            items?: {
                /** Format: uuid */
                productId: string;
                quantity: number;
            }[];
            frequencyWeeks?: number;
            /** Format: uuid */
            paymentMethodId?: string;
            /** Format: uuid */
            addressId?: string;
        };
        PauseInput: {
            /** Format: date */
            resumeOn?: string | null;
        };
        SubscriptionCancelled: Record<string, never>;
        SubscriptionConfiguration: {
            /** @enum {string} */
            subscriptionType: "pick_and_mix" | "fixed_box";
            /** @enum {string} */
            pricingType: "calculated" | "fixed";
            fixedPrice: number | null;
            currencyCode: string;
            taxIncluded: boolean;
            frequencies: number[];
            defaultFrequency: number;
            availableItems: components["schemas"]["AvailableItem"][];
            minItems: number;
        };
        SubscriptionConfigurationResponse: {
            data: components["schemas"]["SubscriptionConfiguration"];
        };
        SubscriptionItem: {
            productId: string;
            name: string;
            quantity: number;
        };
        SubscriptionCard: {
            /** Format: uuid */
            id: string;
            cardType: components["schemas"]["CardType"];
            cardLast4: string;
            cardExpMonth: number;
            cardExpYear: number;
        };
        SubscriptionAddress: {
            /** Format: uuid */
            id: string;
            firstName: string;
            lastName: string;
            line1: string;
            line2: string | null;
            city: string;
            postalCode: string;
            countryCode: string;
        };
        /** @enum {string} */
        RenewalStatus: "pending" | "charging" | "paid" | "retrying" | "failed" | "skipped";
        RenewalSummary: {
            /**
             * Format: date
             * @description The billing day renewed (YYYY-MM-DD).
             */
            cycle: string;
            orderId: string | null;
            status: components["schemas"]["RenewalStatus"];
            attempt: number;
            /** Format: date-time */
            nextRetryAt: string | null;
        };
        Subscription: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            productId: string | null;
            name: string;
            status: components["schemas"]["SubscriptionStatus"] & unknown;
            lastRenewal: components["schemas"]["RenewalSummary"] | null;
            frequencyWeeks: number;
            /**
             * @deprecated
             * @description Weeks between deliveries. Deprecated: read `frequencyWeeks` (kept until the next release).
             */
            frequency: number;
            price: number;
            currencyCode: string;
            /** Format: uuid */
            marketId: string | null;
            taxIncluded: boolean;
            displayPrice: string;
            items: components["schemas"]["SubscriptionItem"][];
            /**
             * Format: date
             * @description The next billing and delivery day (YYYY-MM-DD); null once cancelled, and while paused without a resume date.
             */
            nextBillingDate: string | null;
            /** Format: date-time */
            cancelledAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date */
            pausedUntil: string | null;
            paymentMethod: components["schemas"]["SubscriptionCard"] | null;
            address: components["schemas"]["SubscriptionAddress"] | null;
            regularPrice: number;
            saving: number;
            displaySaving: string;
        };
        SubscriptionList: {
            data: components["schemas"]["Subscription"][];
        };
        SubscriptionResponse: {
            data: components["schemas"]["Subscription"];
        };
        CorsSettings: {
            origins: string[];
        };
        CorsSettingsPatch: {
            origins: string[];
        };
        CorsSettingsResponse: {
            data: components["schemas"]["CorsSettings"];
        };
        RewardsSettings: {
            enabled: boolean;
        };
        RewardsSettingsResponse: {
            data: components["schemas"]["RewardsSettings"];
        };
        RewardsSettingsPatch: {
            enabled: boolean;
        };
        /** @enum {string} */
        StaffRole: "owner" | "staff";
        StaffMember: {
            /** Format: uuid */
            id: string;
            email: string;
            name: string;
            avatar: string | null;
            role: components["schemas"]["StaffRole"];
            notifyOnMessage: boolean;
            canSignIn: boolean;
            /** Format: date-time */
            createdAt: string;
        };
        StaffMemberResponse: {
            data: components["schemas"]["StaffMember"];
        };
        StaffList: {
            data: components["schemas"]["StaffMember"][];
        };
        StaffLoginInput: {
            /** Format: email */
            email: string;
            password: string;
        };
        StaffSession: {
            token: string;
            /** @enum {string} */
            tokenType: "Bearer";
            /** Format: date-time */
            expiresAt: string;
            staff: components["schemas"]["StaffMember"];
        };
        CreateStaffInput: {
            /** Format: email */
            email: string;
            name: string;
            password: string;
            role: components["schemas"]["StaffRole"];
            /** @default false */
            notifyOnMessage: boolean;
            /** @default null */
            avatar: string | null;
        };
        StaffPatch: {
            name?: string;
            role?: components["schemas"]["StaffRole"];
            notifyOnMessage?: boolean;
            avatar?: string | null;
        };
        StaffPasswordChangeInput: {
            currentPassword: string;
            newPassword: string;
        };
        StaffMessage: {
            message: string;
        };
        OperatorIdentity: {
            data: {
                role: components["schemas"]["StaffRole"];
                staff: {
                    /** Format: uuid */
                    id: string;
                    email: string;
                    name: string;
                    role: components["schemas"]["StaffRole"];
                    /** Format: date-time */
                    sessionExpiresAt: string;
                } | null;
            };
        };
        AuditEntry: {
            /** Format: uuid */
            id: string;
            actorEmail: string;
            actorName: string | null;
            operationId: string;
            method: string;
            path: string;
            status: number;
            request: {
                [key: string]: unknown;
            } | null;
            before: {
                [key: string]: unknown;
            } | null;
            after: {
                [key: string]: unknown;
            } | null;
            /** Format: date-time */
            createdAt: string;
        };
        AuditLogPage: {
            data: components["schemas"]["AuditEntry"][];
            meta: {
                currentPage: number;
                perPage: number;
                total: number;
                lastPage: number;
            };
        };
        /** @enum {string} */
        WebhookEventType: "order.paid" | "order.fulfilled" | "order.refunded" | "order.cancelled" | "subscription.renewed" | "subscription.past_due" | "subscription.cancelled" | "message.received" | "form.submitted" | "ticket.checked_in" | "settings.updated";
        Webhook: {
            /** Format: uuid */
            id: string;
            url: string;
            events: components["schemas"]["WebhookEventType"][];
            /** Format: date-time */
            createdAt: string;
        };
        WebhookList: {
            data: components["schemas"]["Webhook"][];
        };
        CreateWebhookInput: {
            url: string;
            events: components["schemas"]["WebhookEventType"][];
        };
        CreatedWebhook: {
            /** Format: uuid */
            id: string;
            url: string;
            events: components["schemas"]["WebhookEventType"][];
            /** Format: date-time */
            createdAt: string;
            secret: string;
        };
        CreatedWebhookResponse: {
            data: components["schemas"]["CreatedWebhook"];
        };
        WebhookDeleted: {
            data: {
                /** Format: uuid */
                id: string;
                /** @enum {boolean} */
                deleted: true;
            };
        };
        /** @enum {string} */
        WebhookDeliveryStatus: "pending" | "delivered" | "failed";
        WebhookDelivery: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            eventId: string;
            event: components["schemas"]["WebhookEventType"];
            status: components["schemas"]["WebhookDeliveryStatus"];
            attempts: number;
            lastResponseStatus: number | null;
            lastError: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            deliveredAt: string | null;
            /** Format: date-time */
            nextAttemptAt: string | null;
        };
        WebhookDeliveryList: {
            data: components["schemas"]["WebhookDelivery"][];
            meta: components["schemas"]["PageMeta"];
        };
        RenewalAttempt: {
            attempt: number;
            /** Format: date-time */
            at: string;
            /** @enum {string} */
            outcome: "paid" | "declined" | "skipped";
            /** @description The attempt's order (a declined attempt's order is released: its number is kept here). */
            orderId: string | null;
            /**
             * @description Why it failed: insufficient_funds or card_declined (soft: retried on the schedule), expired_card, lost_card, stolen_card, incorrect_number or no_card (hard: never retried), out_of_stock.
             * @enum {string|null}
             */
            code: "insufficient_funds" | "card_declined" | "expired_card" | "lost_card" | "stolen_card" | "incorrect_number" | "refund_declined" | "no_card" | "out_of_stock" | null;
            message: string | null;
        };
        Renewal: {
            /** Format: date */
            cycle: string;
            status: components["schemas"]["RenewalStatus"];
            /** @description The paid renewal order's public number. */
            orderId: string | null;
            attempt: number;
            amount: number | null;
            displayAmount: string | null;
            currencyCode: string | null;
            /** @description Items left out of this cycle because they were out of stock. */
            leftOut: string[];
            /** Format: date-time */
            nextRetryAt: string | null;
            failureCode: components["schemas"]["RenewalFailureCode"];
            attempts: components["schemas"]["RenewalAttempt"][];
        };
        RenewalList: {
            data: components["schemas"]["Renewal"][];
        };
        BillingRunInput: {
            /** Format: date-time */
            now?: string;
            /** Format: uuid */
            subscriptionId?: string;
        };
        BillingRunResult: {
            data: {
                /** @description First charges of a cycle that were paid. */
                renewed: number;
                /** @description First charges of a cycle that were declined (the subscription is past due, paused or cancelled). */
                failed: number;
                /** @description Retries of past-due renewals charged in this pass, whatever their outcome. */
                retried: number;
                /** @description Cycles with nothing in stock: skipped, not charged. */
                skipped: number;
            };
        };
        BillingSettings: {
            retryDays: number[];
            /** @enum {string} */
            finalAction: "pause" | "cancel";
            reminderDays: number;
        };
        BillingSettingsResponse: {
            data: components["schemas"]["BillingSettings"];
        };
        BillingSettingsPatch: {
            retryDays?: number[];
            /** @enum {string} */
            finalAction?: "pause" | "cancel";
            reminderDays?: number;
        };
        OperatorSubscription: {
            /** Format: uuid */
            id: string;
            name: string;
            status: components["schemas"]["SubscriptionStatus"];
            customerEmail: string;
            nextBillingDate: string | null;
            lastRenewal: components["schemas"]["Renewal"] | null;
        };
        OperatorSubscriptionList: {
            data: components["schemas"]["OperatorSubscription"][];
            meta: {
                currentPage: number;
                perPage: number;
                total: number;
            };
        };
        OperatorSubscriptionResponse: {
            data: components["schemas"]["OperatorSubscription"];
        };
        /** @enum {string} */
        JobStatus: "queued" | "running" | "done" | "failed" | "dead";
        /** @enum {string} */
        JobKind: "billing.renewal" | "billing.reminder" | "tickets.refund" | "webhook.deliver";
        OperatorJob: {
            /** Format: uuid */
            id: string;
            kind: components["schemas"]["JobKind"];
            key: string | null;
            status: components["schemas"]["JobStatus"];
            runAt: string;
            attempts: number;
            maxAttempts: number;
            lockedUntil: string | null;
            lastError: string | null;
            finishedAt: string | null;
            createdAt: string;
        };
        OperatorJobList: {
            data: components["schemas"]["OperatorJob"][];
            meta: {
                currentPage: number;
                perPage: number;
                total: number;
            };
        };
        TicketList: {
            data: components["schemas"]["Ticket"][];
        };
        TicketResponse: {
            data: components["schemas"]["Ticket"];
        };
        HoldTicketsInput: {
            /** Format: uuid */
            occurrenceId: string;
            /** Format: uuid */
            ticketTypeId: string;
            quantity: number;
            offer?: string;
        };
        CheckInInput: {
            code: string;
        };
        JoinWaitlistInput: {
            /** Format: uuid */
            occurrenceId: string;
            email: string;
            /** @default 1 */
            quantity: number;
        };
        ConfirmWaitlistInput: {
            token: string;
        };
        /** @enum {string} */
        WaitlistStatus: "waiting" | "offered" | "claimed" | "expired" | "cancelled";
        WaitlistEntry: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            occurrenceId: string;
            email: string;
            quantity: number;
            status: components["schemas"]["WaitlistStatus"];
            position: number | null;
            confirmed: boolean;
            offerExpiresAt: string | null;
            createdAt: string;
        };
        WaitlistEntryResponse: {
            data: components["schemas"]["WaitlistEntry"];
        };
        AddOccurrenceInput: {
            /** Format: date-time */
            startsAt: string;
            /** Format: date-time */
            endsAt: string;
            capacity: number;
        };
        OccurrenceResponse: {
            data: {
                /** Format: uuid */
                id: string;
                startsAt: string;
                endsAt: string;
                capacity: number;
            };
        };
        CancelOccurrenceInput: {
            reason?: string;
        };
        CancelledOccurrenceResponse: {
            data: {
                /** Format: uuid */
                id: string;
                startsAt: string;
                cancelledAt: string;
                ticketsCancelled: number;
                ordersToRefund: number;
            };
        };
        RunTicketPassInput: {
            /** Format: date-time */
            now?: string;
        };
        TicketPassReport: {
            data: {
                offered: number;
                expired: number;
                refunds: number;
            };
        };
        OperatorOccurrence: {
            /** Format: uuid */
            id: string;
            startsAt: string;
            endsAt: string;
            displayStartsAt: string;
            capacity: number;
            sold: number;
            checkedIn: number;
            held: number;
            remaining: number;
            cancelled: boolean;
            past: boolean;
            revenue: {
                currencyCode: string;
                amount: number;
                displayAmount: string;
            }[];
        };
        OperatorEventSummary: {
            /** Format: uuid */
            id: string;
            slug: string;
            title: string;
            venue: string;
            /** @enum {string} */
            status: "published" | "draft" | "archived";
            timeZone: string;
            occurrences: components["schemas"]["OperatorOccurrence"][];
        };
        OperatorEventList: {
            data: components["schemas"]["OperatorEventSummary"][];
        };
        Media: {
            /** Format: uuid */
            id: string;
            /** Format: uri */
            url: string;
            width: number;
            height: number;
            alt: string;
            filename: string;
            mimeType: string;
            byteSize: number;
            /** Format: date-time */
            createdAt: string;
        };
        MediaResponse: {
            data: components["schemas"]["Media"];
        };
        MediaList: {
            data: components["schemas"]["Media"][];
            meta: components["schemas"]["PageMeta"];
        };
        MediaPatch: {
            alt: string;
        };
        UploadMediaInput: {
            /**
             * Format: binary
             * @description The image: JPEG, PNG, WebP or AVIF, at most 10 MiB.
             */
            file: string;
            alt?: string;
        };
        StoreSettings: {
            /** Format: uuid */
            id: string;
            slug: string;
            name: string;
            contactEmail: string | null;
            phone: string | null;
            address: {
                line1: string;
                line2: string | null;
                city: string;
                region: string | null;
                postalCode: string;
                countryCode: string;
            } | null;
            tagline: string | null;
            announcement: string | null;
            logo: string | null;
            socialImage: string | null;
            /** Format: uri */
            logoUrl: string | null;
            /** Format: uri */
            socialImageUrl: string | null;
            timezone: string;
            /** @enum {string} */
            weightUnit: "kg" | "g" | "lb" | "oz";
            guestCheckout: boolean;
            currencyCode: string | null;
        };
        StoreSettingsResponse: {
            data: components["schemas"]["StoreSettings"];
        };
        StoreAddress: {
            line1: string;
            line2?: string | null;
            city: string;
            region?: string | null;
            postalCode: string;
            countryCode: string;
        };
        StoreSettingsPatch: {
            name?: string;
            /** Format: email */
            contactEmail?: string | null;
            phone?: string | null;
            address?: components["schemas"]["StoreAddress"] | null;
            tagline?: string | null;
            announcement?: string | null;
            logo?: string | null;
            socialImage?: string | null;
            timezone?: string;
            /** @enum {string} */
            weightUnit?: "kg" | "g" | "lb" | "oz";
            guestCheckout?: boolean;
        };
        OperatorMarket: {
            /** Format: uuid */
            id: string;
            name: string;
            currencyCode: string;
            currencySymbol: string;
            minorUnits: number;
            countries: string[];
            primary: boolean;
            taxIncluded: boolean;
            exchangeRate: number;
            /** @enum {string} */
            rounding: "none" | "whole" | "ninety_nine";
            defaultCountry: string | null;
            locale: string;
            /** Format: date-time */
            createdAt: string;
        };
        OperatorMarketResponse: {
            data: components["schemas"]["OperatorMarket"];
        };
        OperatorMarketList: {
            data: components["schemas"]["OperatorMarket"][];
        };
        CreateMarketInput: {
            name: string;
            currencyCode: string;
            countries: string[];
            primary?: boolean;
            taxIncluded?: boolean;
            exchangeRate?: number;
            /** @enum {string} */
            rounding?: "none" | "whole" | "ninety_nine";
        };
        MarketPatch: {
            name?: string;
            currencyCode?: string;
            countries?: string[];
            primary?: boolean;
            taxIncluded?: boolean;
            exchangeRate?: number;
            /** @enum {string} */
            rounding?: "none" | "whole" | "ninety_nine";
        };
        OperatorTaxRate: {
            /** Format: uuid */
            id: string;
            countryCode: string;
            region: string | null;
            /** @enum {string} */
            taxClass: "standard" | "reduced" | "zero";
            rate: number;
            name: string;
            /** Format: date-time */
            createdAt: string;
        };
        OperatorTaxRateResponse: {
            data: components["schemas"]["OperatorTaxRate"];
        };
        OperatorTaxRateList: {
            data: components["schemas"]["OperatorTaxRate"][];
        };
        CreateTaxRateInput: {
            countryCode: string;
            region?: string | null;
            /** @enum {string} */
            taxClass: "standard" | "reduced" | "zero";
            rate: number;
            name: string;
        };
        TaxRatePatch: {
            countryCode?: string;
            region?: string | null;
            /** @enum {string} */
            taxClass?: "standard" | "reduced" | "zero";
            rate?: number;
            name?: string;
        };
        OperatorShippingRate: {
            /** Format: uuid */
            id: string;
            name: string;
            /** Format: uuid */
            marketId: string;
            currencyCode: string;
            price: number;
            displayPrice: string;
            freeOver: number | null;
            displayFreeOver: string | null;
            deliveryDays: number | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        OperatorShippingRateResponse: {
            data: components["schemas"]["OperatorShippingRate"];
        };
        OperatorShippingRateList: {
            data: components["schemas"]["OperatorShippingRate"][];
        };
        CreateShippingRateInput: {
            name: string;
            marketId: string;
            price: number;
            freeOver?: number | null;
            deliveryDays?: number | null;
        };
        ShippingRatePatch: {
            name?: string;
            marketId?: string;
            price?: number;
            freeOver?: number | null;
            deliveryDays?: number | null;
        };
        SettingDeleted: {
            message: string;
        };
        FormField: {
            name: string;
            label: string;
            /** @enum {string} */
            type: "text" | "email" | "phone" | "number" | "textarea" | "select" | "radio" | "checkbox" | "date" | "consent" | "hidden";
            /** @default false */
            required: boolean;
            options?: string[];
            min?: number;
            max?: number;
            pattern?: string;
            help?: string;
        };
        /** @enum {string} */
        FormStatus: "draft" | "published";
        CreateFormInput: {
            slug: string;
            title: string;
            fields: components["schemas"]["FormField"][];
            /** @default [] */
            notify: string[];
            /** @default Thank you. We will be in touch soon. */
            successMessage: string;
            status?: components["schemas"]["FormStatus"];
        };
        FormPatch: {
            slug?: string;
            title?: string;
            fields?: components["schemas"]["FormField"][];
            notify?: string[];
            successMessage?: string;
            status?: components["schemas"]["FormStatus"];
        };
        OperatorForm: {
            /** Format: uuid */
            id: string;
            slug: string;
            title: string;
            fields: components["schemas"]["FormField"][];
            notify: string[];
            successMessage: string;
            status: components["schemas"]["FormStatus"];
            version: number;
            submissions: number;
            unhandled: number;
            createdAt: string;
            updatedAt: string;
        };
        OperatorFormResponse: {
            data: components["schemas"]["OperatorForm"];
        };
        OperatorFormList: {
            data: components["schemas"]["OperatorForm"][];
            meta: components["schemas"]["PageMeta"];
        };
        FormSubmission: {
            /** Format: uuid */
            id: string;
            form: string;
            version: number;
            values: {
                [key: string]: unknown;
            };
            email: string | null;
            handled: boolean;
            handledAt: string | null;
            createdAt: string;
        };
        FormSubmissionResponse: {
            data: components["schemas"]["FormSubmission"];
        };
        FormSubmissionList: {
            data: components["schemas"]["FormSubmission"][];
            meta: components["schemas"]["CursorPageMeta"];
        };
        FormSubmissionsErased: {
            data: {
                submissions: number;
                mails: number;
            };
        };
        FormChallenge: {
            parameters: {
                algorithm: string;
                nonce: string;
                salt: string;
                cost: number;
                keyLength: number;
                keyPrefix: string;
                keySignature?: string;
                expiresAt?: number;
                data?: {
                    [key: string]: string | number | boolean | null;
                };
            };
            signature?: string;
        };
        PublicForm: {
            slug: string;
            title: string;
            version: number;
            fields: components["schemas"]["FormField"][];
            successMessage: string;
        };
        PublicFormResponse: {
            data: components["schemas"]["PublicForm"];
            challenge: components["schemas"]["FormChallenge"];
        };
        SubmitFormInput: {
            values: {
                [key: string]: unknown;
            };
            altcha: string;
            honeypot?: string;
        };
        FormSubmitted: {
            data: {
                /** Format: uuid */
                id: string;
                message: string;
            };
        };
        AnalyticsEvent: {
            /** @enum {string} */
            type: "page_view" | "product_view" | "add_to_cart" | "checkout_started" | "search";
            path: string;
            /** Format: uuid */
            productId?: string;
            orderId?: string;
            query?: string;
            referrer?: string;
        };
        AnalyticsEventsInput: {
            events: components["schemas"]["AnalyticsEvent"][];
            token?: string;
        };
        AnalyticsEventsAccepted: {
            accepted: number;
        };
        AnalyticsSalesFigures: {
            currencyCode: string;
            orders: number;
            grossSales: number;
            displayGrossSales: string;
            discounts: number;
            displayDiscounts: string;
            refunds: number;
            displayRefunds: string;
            netSales: number;
            displayNetSales: string;
            averageOrderValue: number;
            displayAverageOrderValue: string;
            byKind: {
                kind: components["schemas"]["OrderKind"];
                orders: number;
                sales: number;
                displaySales: string;
            }[];
        };
        AnalyticsTotals: {
            from: string;
            to: string;
            visitors: number;
            pageViews: number;
            conversionRate: number;
            orders: number;
            converted: components["schemas"]["AnalyticsSalesFigures"] | null;
            unconvertedCurrencies: string[];
            currencies: components["schemas"]["AnalyticsSalesFigures"][];
        };
        AnalyticsOverview: {
            from: string;
            to: string;
            visitors: number;
            pageViews: number;
            conversionRate: number;
            orders: number;
            converted: components["schemas"]["AnalyticsSalesFigures"] | null;
            unconvertedCurrencies: string[];
            currencies: components["schemas"]["AnalyticsSalesFigures"][];
            timezone: string;
            series: {
                date: string;
                visitors: number;
                pageViews: number;
                orders: number;
                netSales: number;
                displayNetSales: string;
            }[];
            topProducts: {
                productId: string;
                title: string;
                views: number;
                addsToCart: number;
                unitsSold: number;
            }[];
            topPages: {
                path: string;
                views: number;
                visitors: number;
            }[];
            referrers: {
                host: string;
                visitors: number;
            }[];
            countries: {
                countryCode: string;
                visitors: number;
            }[];
            previous: components["schemas"]["AnalyticsTotals"] | null;
        };
        AnalyticsOverviewResponse: {
            data: components["schemas"]["AnalyticsOverview"];
        };
        AnalyticsFunnelStep: {
            /** @enum {string} */
            step: "visitors" | "product_views" | "adds_to_cart" | "checkouts_started" | "orders";
            count: number;
            dropOff: number | null;
        };
        AnalyticsFunnel: {
            from: string;
            to: string;
            steps: components["schemas"]["AnalyticsFunnelStep"][];
            conversionRate: number;
        };
        AnalyticsFunnelResponse: {
            data: components["schemas"]["AnalyticsFunnel"];
        };
        SubscriptionAnalytics: {
            from: string;
            to: string;
            active: number;
            new: number;
            churned: number;
            churnRate: number;
            mrr: {
                currencyCode: string;
                subscriptions: number;
                mrr: number;
                displayMrr: string;
            }[];
            cohorts: {
                month: string;
                subscriptions: number;
                retention: number[];
            }[];
        };
        SubscriptionAnalyticsResponse: {
            data: components["schemas"]["SubscriptionAnalytics"];
        };
    };
    responses: {
        /** @description Missing, invalid, expired, revoked or wrong-kind token. */
        Unauthenticated: {
            headers: {
                /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                "X-Request-Id"?: string;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "Unauthenticated.",
                 *       "code": "unauthenticated"
                 *     }
                 */
                "application/json": components["schemas"]["MessageError"] & {
                    /** @enum {string} */
                    code: "unauthenticated";
                };
            };
        };
        /** @description A staff member's back-office session at an operation only the store's owners may use (`owner_only`). */
        OwnerOnly: {
            headers: {
                /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                "X-Request-Id"?: string;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "Only the store's owners may do this.",
                 *       "code": "owner_only"
                 *     }
                 */
                "application/json": components["schemas"]["MessageError"] & {
                    /** @enum {string} */
                    code: "owner_only";
                };
            };
        };
        /** @description Nothing of this store (or this customer) has that id. */
        NotFound: {
            headers: {
                /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                "X-Request-Id"?: string;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "Not found.",
                 *       "code": "not_found"
                 *     }
                 */
                "application/json": components["schemas"]["MessageError"] & {
                    /** @enum {string} */
                    code: "not_found";
                };
            };
        };
        /** @description The body is larger than 64 KiB. */
        PayloadTooLarge: {
            headers: {
                /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                "X-Request-Id"?: string;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "The request body is too large (limit 64 KiB).",
                 *       "code": "body_too_large"
                 *     }
                 */
                "application/json": components["schemas"]["MessageError"] & {
                    /** @enum {string} */
                    code: "body_too_large";
                };
            };
        };
        /** @description A body sent with a Content-Type other than `application/json` (or a `+json` type). */
        UnsupportedMediaType: {
            headers: {
                /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                "X-Request-Id"?: string;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "The request body must be JSON, sent with Content-Type: application/json.",
                 *       "code": "unsupported_media_type"
                 *     }
                 */
                "application/json": components["schemas"]["MessageError"] & {
                    /** @enum {string} */
                    code: "unsupported_media_type";
                };
            };
        };
        /** @description Validation failed; `message` names the first failing field, `errors` lists every field's messages. */
        ValidationFailed: {
            headers: {
                /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                "X-Request-Id"?: string;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "The email field must be a valid email address.",
                 *       "errors": {
                 *         "email": [
                 *           "The email field must be a valid email address."
                 *         ]
                 *       },
                 *       "code": "validation_failed"
                 *     }
                 */
                "application/json": components["schemas"]["ValidationError"] & {
                    /** @enum {string} */
                    code: "validation_failed";
                };
            };
        };
        /** @description Too many requests; retry after Retry-After. */
        TooManyRequests: {
            headers: {
                /** @description Seconds to wait before retrying. */
                "Retry-After"?: number;
                /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                "X-Request-Id"?: string;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "Too many requests. Please try again later.",
                 *       "code": "rate_limited"
                 *     }
                 */
                "application/json": components["schemas"]["MessageError"] & {
                    /** @enum {string} */
                    code: "rate_limited";
                };
            };
        };
        /** @description Temporarily unavailable (database unreachable or too slow); retry after Retry-After. */
        Unavailable: {
            headers: {
                /** @description Seconds to wait before retrying. */
                "Retry-After"?: number;
                /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                "X-Request-Id"?: string;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "The service is temporarily unavailable. Please try again shortly.",
                 *       "code": "service_unavailable"
                 *     }
                 */
                "application/json": components["schemas"]["MessageError"] & {
                    /** @enum {string} */
                    code: "service_unavailable";
                };
            };
        };
        /** @description Any other error: an unexpected fault, logged under the X-Request-Id (quote it when reporting it). */
        ServerError: {
            headers: {
                /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                "X-Request-Id"?: string;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "Server error. Please try again later.",
                 *       "code": "server_error"
                 *     }
                 */
                "application/json": components["schemas"]["MessageError"] & {
                    /** @enum {string} */
                    code: "server_error";
                };
            };
        };
        /** @description Not Modified: the `If-None-Match` you sent matches; use the copy you have (no body). */
        NotModified: {
            headers: {
                /** @description A strong validator of this answer (a gzip-encoded answer has its own). Send it back in `If-None-Match` to get 304 Not Modified with no body when nothing changed. */
                ETag?: string;
                /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                "X-Request-Id"?: string;
                [name: string]: unknown;
            };
            content?: never;
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listCmsPages: {
        parameters: {
            query?: {
                page?: number;
                perPage?: number;
            };
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
                /** @description The ETag of the copy you have: when the answer is unchanged it is 304 Not Modified, with no body. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description A strong validator of this answer (a gzip-encoded answer has its own). Send it back in `If-None-Match` to get 304 Not Modified with no body when nothing changed. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmsPageList"];
                };
            };
            304: components["responses"]["NotModified"];
            401: components["responses"]["Unauthenticated"];
            422: components["responses"]["ValidationFailed"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    getCmsPage: {
        parameters: {
            query?: {
                preview?: string;
            };
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
                /** @description The ETag of the copy you have: when the answer is unchanged it is 304 Not Modified, with no body. */
                "If-None-Match"?: string;
            };
            path: {
                pageSlug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description A strong validator of this answer (a gzip-encoded answer has its own). Send it back in `If-None-Match` to get 304 Not Modified with no body when nothing changed. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmsPage"];
                };
            };
            304: components["responses"]["NotModified"];
            401: components["responses"]["Unauthenticated"];
            /** @description Page not found (unknown or draft); `redirectTo` when the page was renamed. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MovedError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            422: components["responses"]["ValidationFailed"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    listPosts: {
        parameters: {
            query?: {
                page?: number;
                perPage?: number;
            };
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
                /** @description The ETag of the copy you have: when the answer is unchanged it is 304 Not Modified, with no body. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description A strong validator of this answer (a gzip-encoded answer has its own). Send it back in `If-None-Match` to get 304 Not Modified with no body when nothing changed. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogIndex"];
                };
            };
            304: components["responses"]["NotModified"];
            401: components["responses"]["Unauthenticated"];
            422: components["responses"]["ValidationFailed"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    getPost: {
        parameters: {
            query?: {
                preview?: string;
            };
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
                /** @description The ETag of the copy you have: when the answer is unchanged it is 304 Not Modified, with no body. */
                "If-None-Match"?: string;
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description Whether the answer came from the server's cache: `hit`, `stale` (being refreshed) or `miss`. */
                    "X-Cache"?: "hit" | "stale" | "miss";
                    /** @description A strong validator of this answer (a gzip-encoded answer has its own). Send it back in `If-None-Match` to get 304 Not Modified with no body when nothing changed. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogPost"];
                };
            };
            304: components["responses"]["NotModified"];
            401: components["responses"]["Unauthenticated"];
            /** @description Post not found; `redirectTo` (the slug it has now) when the post was renamed. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MovedError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            422: components["responses"]["ValidationFailed"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    listOperatorPages: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorPageList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    createCmsPage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description Makes the POST safe to retry: a retry with the same key and body answers the first answer again (with `Idempotent-Replayed: true`), a different body 422; keys last 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OperatorPageInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorPageResponse"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["OwnerOnly"];
            /** @description Codes: `not_found` (docs/errors.md says what each means). */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description The slug is another page's (`slug_taken`). Also `idempotency_in_flight` (with Retry-After): a request with this Idempotency-Key is still running. Codes: `concurrent_change`, `conflict`, `idempotency_in_flight`, `slug_taken`. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "conflict" | "idempotency_in_flight" | "slug_taken";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Validation failed; `message` names the first failing field, `errors` lists every field's messages. Codes: `idempotency_key_reused`, `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "idempotency_key_reused" | "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    getOperatorPage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path: {
                pageSlug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorPageResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Page not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    deleteCmsPage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path: {
                pageSlug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentDeleted"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["OwnerOnly"];
            /** @description Page not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description Codes: `concurrent_change`, `still_referenced` (docs/errors.md says what each means). */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "still_referenced";
                    };
                };
            };
            /** @description Codes: `body_too_large` (docs/errors.md says what each means). */
            413: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "body_too_large";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    updateCmsPage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path: {
                pageSlug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OperatorPagePatch"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorPageResponse"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["OwnerOnly"];
            /** @description Page not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description The new slug is another page's (`slug_taken`). Codes: `concurrent_change`, `conflict`, `slug_taken`. */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "conflict" | "slug_taken";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    listOperatorPosts: {
        parameters: {
            query?: {
                page?: number;
                perPage?: number;
            };
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorPostList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            422: components["responses"]["ValidationFailed"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    createPost: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description Makes the POST safe to retry: a retry with the same key and body answers the first answer again (with `Idempotent-Replayed: true`), a different body 422; keys last 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OperatorPostInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorPostResponse"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["OwnerOnly"];
            /** @description Codes: `not_found` (docs/errors.md says what each means). */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description The slug is another post's (`slug_taken`). Also `idempotency_in_flight` (with Retry-After): a request with this Idempotency-Key is still running. Codes: `concurrent_change`, `conflict`, `idempotency_in_flight`, `slug_taken`. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "conflict" | "idempotency_in_flight" | "slug_taken";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Validation failed; `message` names the first failing field, `errors` lists every field's messages. Codes: `idempotency_key_reused`, `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "idempotency_key_reused" | "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    getOperatorPost: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorPostResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Post not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    deletePost: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentDeleted"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["OwnerOnly"];
            /** @description Post not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description Codes: `concurrent_change`, `still_referenced` (docs/errors.md says what each means). */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "still_referenced";
                    };
                };
            };
            /** @description Codes: `body_too_large` (docs/errors.md says what each means). */
            413: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "body_too_large";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    updatePost: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OperatorPostPatch"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorPostResponse"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["OwnerOnly"];
            /** @description Post not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description The new slug is another post's (`slug_taken`). Codes: `concurrent_change`, `conflict`, `slug_taken`. */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "conflict" | "slug_taken";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    previewHtml: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HtmlPreviewInput"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HtmlPreviewResponse"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Codes: `concurrent_change` (docs/errors.md says what each means). */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    issuePagePreviewLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path: {
                pageSlug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreviewLinkResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Page not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description Codes: `concurrent_change` (docs/errors.md says what each means). */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change";
                    };
                };
            };
            /** @description Codes: `body_too_large` (docs/errors.md says what each means). */
            413: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "body_too_large";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    issuePostPreviewLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreviewLinkResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Post not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description Codes: `concurrent_change` (docs/errors.md says what each means). */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change";
                    };
                };
            };
            /** @description Codes: `body_too_large` (docs/errors.md says what each means). */
            413: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "body_too_large";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    search: {
        parameters: {
            query: {
                market?: string;
                q: string;
                type?: "products" | "pages" | "collections" | "events" | "subscription_packages";
                limit?: number;
            };
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
                /** @description The ETag of the copy you have: when the answer is unchanged it is 304 Not Modified, with no body. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description A strong validator of this answer (a gzip-encoded answer has its own). Send it back in `If-None-Match` to get 304 Not Modified with no body when nothing changed. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchResponse"];
                };
            };
            304: components["responses"]["NotModified"];
            401: components["responses"]["Unauthenticated"];
            /** @description Codes: `store_not_ready` (docs/errors.md says what each means). */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "store_not_ready";
                    };
                };
            };
            /** @description Validation failed; `message` names the first failing field, `errors` lists every field's messages. Codes: `unknown_market`, `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "unknown_market" | "validation_failed";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    listSubscriptions: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
                /** @description Beside an account token, from a server-side storefront: the store's private API token, so that X-Buyer-IP counts (the buyer's address for rate limits and market detection). Read only with X-Buyer-IP; a value that is not a valid API token → 401. */
                "X-Api-Token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Codes: `destination_outside_market`, `validation_failed` (docs/errors.md says what each means). */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "destination_outside_market" | "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    subscribe: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
                /** @description Beside an account token, from a server-side storefront: the store's private API token, so that X-Buyer-IP counts (the buyer's address for rate limits and market detection). Read only with X-Buyer-IP; a value that is not a valid API token → 401. */
                "X-Api-Token"?: string;
                /** @description Makes the POST safe to retry: a retry with the same key and body answers the first answer again (with `Idempotent-Replayed: true`), a different body 422; keys last 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubscribeInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionResponse"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Payment method or address not found for this customer. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description A request with this Idempotency-Key is still running; retry after Retry-After. Codes: `concurrent_change`, `idempotency_in_flight`, `store_not_ready`. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "idempotency_in_flight" | "store_not_ready";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Validation failed; `message` names the first failing field, `errors` lists every field's messages. Codes: `destination_outside_market`, `idempotency_key_reused`, `unknown_market`, `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "destination_outside_market" | "idempotency_key_reused" | "unknown_market" | "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    updateSubscription: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
                /** @description Beside an account token, from a server-side storefront: the store's private API token, so that X-Buyer-IP counts (the buyer's address for rate limits and market detection). Read only with X-Buyer-IP; a value that is not a valid API token → 401. */
                "X-Api-Token"?: string;
            };
            path: {
                subscriptionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubscriptionPatch"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionResponse"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Codes: `payment_declined` (docs/errors.md says what each means). */
            402: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "payment_declined";
                    };
                };
            };
            /** @description Subscription, payment method or address not found for this customer. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description The subscription is cancelled (or its package is no longer sold). Codes: `concurrent_change`, `conflict`, `discount_exhausted`, `order_state`, `out_of_stock`, `package_unavailable`, `payment_key_reused`, `subscription_cancelled`. */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "conflict" | "discount_exhausted" | "order_state" | "out_of_stock" | "package_unavailable" | "payment_key_reused" | "subscription_cancelled";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Validation failed; `message` names the first failing field, `errors` lists every field's messages. Codes: `destination_outside_market`, `points_insufficient`, `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "destination_outside_market" | "points_insufficient" | "validation_failed";
                    };
                };
            };
            /** @description Temporarily unavailable (database unreachable or too slow); retry after Retry-After. Codes: `payments_not_configured`, `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "payments_not_configured" | "service_unavailable";
                    };
                };
            };
            default: components["responses"]["ServerError"];
        };
    };
    pauseSubscription: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
                /** @description Beside an account token, from a server-side storefront: the store's private API token, so that X-Buyer-IP counts (the buyer's address for rate limits and market detection). Read only with X-Buyer-IP; a value that is not a valid API token → 401. */
                "X-Api-Token"?: string;
                /** @description Makes the POST safe to retry: a retry with the same key and body answers the first answer again (with `Idempotent-Replayed: true`), a different body 422; keys last 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                subscriptionId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["PauseInput"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionResponse"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Subscription not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description The subscription is cancelled. Also `idempotency_in_flight` (with Retry-After): a request with this Idempotency-Key is still running. Codes: `concurrent_change`, `conflict`, `idempotency_in_flight`, `subscription_cancelled`. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "conflict" | "idempotency_in_flight" | "subscription_cancelled";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Validation failed; `message` names the first failing field, `errors` lists every field's messages. Codes: `destination_outside_market`, `idempotency_key_reused`, `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "destination_outside_market" | "idempotency_key_reused" | "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    resumeSubscription: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
                /** @description Beside an account token, from a server-side storefront: the store's private API token, so that X-Buyer-IP counts (the buyer's address for rate limits and market detection). Read only with X-Buyer-IP; a value that is not a valid API token → 401. */
                "X-Api-Token"?: string;
                /** @description Makes the POST safe to retry: a retry with the same key and body answers the first answer again (with `Idempotent-Replayed: true`), a different body 422; keys last 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                subscriptionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Subscription not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description The subscription is cancelled. Also `idempotency_in_flight` (with Retry-After): a request with this Idempotency-Key is still running. Codes: `concurrent_change`, `conflict`, `idempotency_in_flight`, `subscription_cancelled`. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "conflict" | "idempotency_in_flight" | "subscription_cancelled";
                    };
                };
            };
            /** @description Codes: `body_too_large` (docs/errors.md says what each means). */
            413: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "body_too_large";
                    };
                };
            };
            /** @description Codes: `destination_outside_market`, `idempotency_key_reused`, `validation_failed` (docs/errors.md says what each means). */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "destination_outside_market" | "idempotency_key_reused" | "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    skipSubscriptionDelivery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
                /** @description Beside an account token, from a server-side storefront: the store's private API token, so that X-Buyer-IP counts (the buyer's address for rate limits and market detection). Read only with X-Buyer-IP; a value that is not a valid API token → 401. */
                "X-Api-Token"?: string;
                /** @description Makes the POST safe to retry: a retry with the same key and body answers the first answer again (with `Idempotent-Replayed: true`), a different body 422; keys last 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                subscriptionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Subscription not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description The subscription is cancelled or paused. Also `idempotency_in_flight` (with Retry-After): a request with this Idempotency-Key is still running. Codes: `concurrent_change`, `conflict`, `idempotency_in_flight`, `subscription_cancelled`, `subscription_paused`. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "conflict" | "idempotency_in_flight" | "subscription_cancelled" | "subscription_paused";
                    };
                };
            };
            /** @description Codes: `body_too_large` (docs/errors.md says what each means). */
            413: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "body_too_large";
                    };
                };
            };
            /** @description Codes: `destination_outside_market`, `idempotency_key_reused`, `validation_failed` (docs/errors.md says what each means). */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "destination_outside_market" | "idempotency_key_reused" | "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    cancelSubscription: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
                /** @description Beside an account token, from a server-side storefront: the store's private API token, so that X-Buyer-IP counts (the buyer's address for rate limits and market detection). Read only with X-Buyer-IP; a value that is not a valid API token → 401. */
                "X-Api-Token"?: string;
                /** @description Makes the POST safe to retry: a retry with the same key and body answers the first answer again (with `Idempotent-Replayed: true`), a different body 422; keys last 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                subscriptionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionCancelled"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Subscription not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description A request with this Idempotency-Key is still running; retry after Retry-After. Codes: `concurrent_change`, `idempotency_in_flight`. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "idempotency_in_flight";
                    };
                };
            };
            /** @description Codes: `body_too_large` (docs/errors.md says what each means). */
            413: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "body_too_large";
                    };
                };
            };
            /** @description Codes: `idempotency_key_reused`, `validation_failed` (docs/errors.md says what each means). */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "idempotency_key_reused" | "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    getSubscriptionPackageConfiguration: {
        parameters: {
            query?: {
                market?: string;
            };
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
                /** @description The ETag of the copy you have: when the answer is unchanged it is 304 Not Modified, with no body. */
                "If-None-Match"?: string;
            };
            path: {
                productId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description Whether the answer came from the server's cache: `hit`, `stale` (being refreshed) or `miss`. */
                    "X-Cache"?: "hit" | "stale" | "miss";
                    /** @description A strong validator of this answer (a gzip-encoded answer has its own). Send it back in `If-None-Match` to get 304 Not Modified with no body when nothing changed. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionConfigurationResponse"];
                };
            };
            304: components["responses"]["NotModified"];
            401: components["responses"]["Unauthenticated"];
            /** @description This product is not a subscription. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description Codes: `store_not_ready` (docs/errors.md says what each means). */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "store_not_ready";
                    };
                };
            };
            /** @description Validation failed; `message` names the first failing field, `errors` lists every field's messages. Codes: `unknown_market`, `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "unknown_market" | "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    updateSubscriptionPackage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path: {
                productId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OperatorPackagePatch"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionConfigurationResponse"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Subscription package not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description Codes: `concurrent_change`, `store_not_ready` (docs/errors.md says what each means). */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "store_not_ready";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Validation failed; `message` names the first failing field, `errors` lists every field's messages. Codes: `unknown_market`, `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "unknown_market" | "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    detectMarket: {
        parameters: {
            query?: {
                country?: string;
            };
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarketResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            422: components["responses"]["ValidationFailed"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    submitMessage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
                /** @description Makes the POST safe to retry: a retry with the same key and body answers the first answer again (with `Idempotent-Replayed: true`), a different body 422; keys last 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MessageInput"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageSubmitted"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description A request with this Idempotency-Key is still running; retry after Retry-After. Codes: `concurrent_change`, `idempotency_in_flight`. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "idempotency_in_flight";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Validation failed; `message` names the first failing field, `errors` lists every field's messages. Codes: `idempotency_key_reused`, `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "idempotency_key_reused" | "validation_failed";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    listOperatorMessages: {
        parameters: {
            query?: {
                page?: number;
                perPage?: number;
                status?: components["schemas"]["MessageHandledFilter"];
            };
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorMessageList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            422: components["responses"]["ValidationFailed"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    markMessageHandled: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description Makes the POST safe to retry: a retry with the same key and body answers the first answer again (with `Idempotent-Replayed: true`), a different body 422; keys last 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorMessageResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Message not found in this store. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description A request with this Idempotency-Key is still running; retry after Retry-After. Codes: `concurrent_change`, `idempotency_in_flight`. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "idempotency_in_flight";
                    };
                };
            };
            /** @description Codes: `body_too_large` (docs/errors.md says what each means). */
            413: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "body_too_large";
                    };
                };
            };
            /** @description Codes: `idempotency_key_reused` (docs/errors.md says what each means). */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "idempotency_key_reused";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    unmarkMessageHandled: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorMessageResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Message not found in this store. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description Codes: `concurrent_change`, `still_referenced` (docs/errors.md says what each means). */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "still_referenced";
                    };
                };
            };
            /** @description Codes: `body_too_large` (docs/errors.md says what each means). */
            413: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "body_too_large";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
                /** @description Makes the POST safe to retry: a retry with the same key and body answers the first answer again (with `Idempotent-Replayed: true`), a different body 422; keys last 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginInput"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResponse"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Codes: `not_found` (docs/errors.md says what each means). */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description A request with this Idempotency-Key is still running; retry after Retry-After. Codes: `concurrent_change`, `idempotency_in_flight`. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "idempotency_in_flight";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Validation failed; `message` names the first failing field, `errors` lists every field's messages. Codes: `idempotency_key_reused`, `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "idempotency_key_reused" | "validation_failed";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    register: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
                /** @description Makes the POST safe to retry: a retry with the same key and body answers the first answer again (with `Idempotent-Replayed: true`), a different body 422; keys last 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResponse"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Codes: `not_found` (docs/errors.md says what each means). */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description A request with this Idempotency-Key is still running; retry after Retry-After. Codes: `concurrent_change`, `idempotency_in_flight`. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "idempotency_in_flight";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Validation failed; `message` names the first failing field, `errors` lists every field's messages. Codes: `idempotency_key_reused`, `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "idempotency_key_reused" | "validation_failed";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
                /** @description Beside an account token, from a server-side storefront: the store's private API token, so that X-Buyer-IP counts (the buyer's address for rate limits and market detection). Read only with X-Buyer-IP; a value that is not a valid API token → 401. */
                "X-Api-Token"?: string;
                /** @description Makes the POST safe to retry: a retry with the same key and body answers the first answer again (with `Idempotent-Replayed: true`), a different body 422; keys last 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountMessage"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description A request with this Idempotency-Key is still running; retry after Retry-After. Codes: `concurrent_change`, `idempotency_in_flight`. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "idempotency_in_flight";
                    };
                };
            };
            /** @description Codes: `body_too_large` (docs/errors.md says what each means). */
            413: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "body_too_large";
                    };
                };
            };
            /** @description Codes: `idempotency_key_reused`, `validation_failed` (docs/errors.md says what each means). */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "idempotency_key_reused" | "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    getAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
                /** @description Beside an account token, from a server-side storefront: the store's private API token, so that X-Buyer-IP counts (the buyer's address for rate limits and market detection). Read only with X-Buyer-IP; a value that is not a valid API token → 401. */
                "X-Api-Token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerProfileResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Codes: `not_found` (docs/errors.md says what each means). */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description Codes: `validation_failed` (docs/errors.md says what each means). */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    updateAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
                /** @description Beside an account token, from a server-side storefront: the store's private API token, so that X-Buyer-IP counts (the buyer's address for rate limits and market detection). Read only with X-Buyer-IP; a value that is not a valid API token → 401. */
                "X-Api-Token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UpdateProfileInput"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerProfileResponse"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Codes: `not_found` (docs/errors.md says what each means). */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description Codes: `concurrent_change` (docs/errors.md says what each means). */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
                /** @description Beside an account token, from a server-side storefront: the store's private API token, so that X-Buyer-IP counts (the buyer's address for rate limits and market detection). Read only with X-Buyer-IP; a value that is not a valid API token → 401. */
                "X-Api-Token"?: string;
                /** @description Makes the POST safe to retry: a retry with the same key and body answers the first answer again (with `Idempotent-Replayed: true`), a different body 422; keys last 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordChangeInput"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountMessage"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description A request with this Idempotency-Key is still running; retry after Retry-After. Codes: `concurrent_change`, `idempotency_in_flight`. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "idempotency_in_flight";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Validation failed; `message` names the first failing field, `errors` lists every field's messages. Codes: `idempotency_key_reused`, `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "idempotency_key_reused" | "validation_failed";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
                /** @description Makes the POST safe to retry: a retry with the same key and body answers the first answer again (with `Idempotent-Replayed: true`), a different body 422; keys last 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetRequestInput"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountMessage"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description A request with this Idempotency-Key is still running; retry after Retry-After. Codes: `concurrent_change`, `idempotency_in_flight`. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "idempotency_in_flight";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Validation failed; `message` names the first failing field, `errors` lists every field's messages. Codes: `idempotency_key_reused`, `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "idempotency_key_reused" | "validation_failed";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
                /** @description Makes the POST safe to retry: a retry with the same key and body answers the first answer again (with `Idempotent-Replayed: true`), a different body 422; keys last 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetInput"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountMessage"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description A request with this Idempotency-Key is still running; retry after Retry-After. Codes: `concurrent_change`, `idempotency_in_flight`. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "idempotency_in_flight";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Validation failed; `message` names the first failing field, `errors` lists every field's messages. Codes: `idempotency_key_reused`, `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "idempotency_key_reused" | "validation_failed";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    listAddresses: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
                /** @description Beside an account token, from a server-side storefront: the store's private API token, so that X-Buyer-IP counts (the buyer's address for rate limits and market detection). Read only with X-Buyer-IP; a value that is not a valid API token → 401. */
                "X-Api-Token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddressList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Codes: `validation_failed` (docs/errors.md says what each means). */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    createAddress: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
                /** @description Beside an account token, from a server-side storefront: the store's private API token, so that X-Buyer-IP counts (the buyer's address for rate limits and market detection). Read only with X-Buyer-IP; a value that is not a valid API token → 401. */
                "X-Api-Token"?: string;
                /** @description Makes the POST safe to retry: a retry with the same key and body answers the first answer again (with `Idempotent-Replayed: true`), a different body 422; keys last 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateAddressInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddressCreated"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description A request with this Idempotency-Key is still running; retry after Retry-After. Codes: `concurrent_change`, `idempotency_in_flight`. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "idempotency_in_flight";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Validation failed; `message` names the first failing field, `errors` lists every field's messages. Codes: `idempotency_key_reused`, `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "idempotency_key_reused" | "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    deleteAddress: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
                /** @description Beside an account token, from a server-side storefront: the store's private API token, so that X-Buyer-IP counts (the buyer's address for rate limits and market detection). Read only with X-Buyer-IP; a value that is not a valid API token → 401. */
                "X-Api-Token"?: string;
            };
            path: {
                address: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddressDeleted"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description No such address for this customer (generic text). Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description Codes: `concurrent_change`, `still_referenced` (docs/errors.md says what each means). */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "still_referenced";
                    };
                };
            };
            /** @description Codes: `body_too_large` (docs/errors.md says what each means). */
            413: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "body_too_large";
                    };
                };
            };
            /** @description Codes: `validation_failed` (docs/errors.md says what each means). */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    updateAddress: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
                /** @description Beside an account token, from a server-side storefront: the store's private API token, so that X-Buyer-IP counts (the buyer's address for rate limits and market detection). Read only with X-Buyer-IP; a value that is not a valid API token → 401. */
                "X-Api-Token"?: string;
            };
            path: {
                address: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UpdateAddressInput"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddressCreated"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description No such address for this customer (generic text). Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description Codes: `concurrent_change` (docs/errors.md says what each means). */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    listOrders: {
        parameters: {
            query?: {
                page?: number;
                perPage?: number;
                /** @description Where the next page starts: `meta.nextCursor` of the previous answer. With it, `page` is ignored. */
                cursor?: string;
            };
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
                /** @description Beside an account token, from a server-side storefront: the store's private API token, so that X-Buyer-IP counts (the buyer's address for rate limits and market detection). Read only with X-Buyer-IP; a value that is not a valid API token → 401. */
                "X-Api-Token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Codes: `conflict`, `order_state` (docs/errors.md says what each means). */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "conflict" | "order_state";
                    };
                };
            };
            422: components["responses"]["ValidationFailed"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    getAccountOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
                /** @description Beside an account token, from a server-side storefront: the store's private API token, so that X-Buyer-IP counts (the buyer's address for rate limits and market detection). Read only with X-Buyer-IP; a value that is not a valid API token → 401. */
                "X-Api-Token"?: string;
            };
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderDetailResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Order not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description Codes: `conflict`, `order_state` (docs/errors.md says what each means). */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "conflict" | "order_state";
                    };
                };
            };
            /** @description Codes: `validation_failed` (docs/errors.md says what each means). */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    buyAgain: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
                /** @description Beside an account token, from a server-side storefront: the store's private API token, so that X-Buyer-IP counts (the buyer's address for rate limits and market detection). Read only with X-Buyer-IP; a value that is not a valid API token → 401. */
                "X-Api-Token"?: string;
                /** @description Makes the POST safe to retry: a retry with the same key and body answers the first answer again (with `Idempotent-Replayed: true`), a different body 422; keys last 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BuyAgainSucceeded"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Order not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description A request with this Idempotency-Key is still running; retry after Retry-After. Codes: `concurrent_change`, `conflict`, `idempotency_in_flight`, `order_state`, `store_not_ready`. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "conflict" | "idempotency_in_flight" | "order_state" | "store_not_ready";
                    };
                };
            };
            /** @description Codes: `body_too_large` (docs/errors.md says what each means). */
            413: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "body_too_large";
                    };
                };
            };
            /** @description Nothing in the order could be reordered. Codes: `destination_outside_market`, `idempotency_key_reused`, `nothing_to_reorder`, `unknown_market`, `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BuyAgainFailed"] & {
                        /** @enum {string} */
                        code: "destination_outside_market" | "idempotency_key_reused" | "nothing_to_reorder" | "unknown_market" | "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    listOperatorOrders: {
        parameters: {
            query?: {
                page?: number;
                perPage?: number;
                /** @description Where the next page starts: `meta.nextCursor` of the previous answer. With it, `page` is ignored. */
                cursor?: string;
                status?: "pending_payment" | "paid" | "fulfilled" | "partially_refunded" | "refunded" | "cancelled";
                q?: string;
            };
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorOrderList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Codes: `conflict`, `order_state` (docs/errors.md says what each means). */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "conflict" | "order_state";
                    };
                };
            };
            422: components["responses"]["ValidationFailed"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    getOperatorOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorOrderDetailResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Order not found in this store. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description Codes: `conflict`, `order_state` (docs/errors.md says what each means). */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "conflict" | "order_state";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    addOrderNote: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description Makes the POST safe to retry: a retry with the same key and body answers the first answer again (with `Idempotent-Replayed: true`), a different body 422; keys last 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderNoteInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderNoteResponse"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Order not found in this store. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description A request with this Idempotency-Key is still running; retry after Retry-After. Codes: `concurrent_change`, `idempotency_in_flight`. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "idempotency_in_flight";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Validation failed; `message` names the first failing field, `errors` lists every field's messages. Codes: `idempotency_key_reused`, `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "idempotency_key_reused" | "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    fulfilOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description Makes the POST safe to retry: a retry with the same key and body answers the first answer again (with `Idempotent-Replayed: true`), a different body 422; keys last 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FulfilInput"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderDetailResponse"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Order not found in this store. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description The order cannot ship: not paid, already fulfilled, cancelled or refunded (`order_state`). Also `idempotency_in_flight` (with Retry-After): a request with this Idempotency-Key is still running. Codes: `concurrent_change`, `conflict`, `idempotency_in_flight`, `order_state`. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "conflict" | "idempotency_in_flight" | "order_state";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Validation failed; `message` names the first failing field, `errors` lists every field's messages. Codes: `idempotency_key_reused`, `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "idempotency_key_reused" | "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    cancelOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description Makes the POST safe to retry: a retry with the same key and body answers the first answer again (with `Idempotent-Replayed: true`), a different body 422; keys last 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderDetailResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description The card's issuer declined the refund (`refund_declined`); the order is unchanged. Codes: `payment_declined`, `refund_declined`. */
            402: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "payment_declined" | "refund_declined";
                    };
                };
            };
            /** @description Order not found in this store. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description Fulfilled, already cancelled, refunded or not paid (`order_state`). Also `idempotency_in_flight` (with Retry-After): a request with this Idempotency-Key is still running. Codes: `concurrent_change`, `conflict`, `discount_exhausted`, `idempotency_in_flight`, `not_refundable`, `order_state`, `out_of_stock`, `payment_key_reused`. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "conflict" | "discount_exhausted" | "idempotency_in_flight" | "not_refundable" | "order_state" | "out_of_stock" | "payment_key_reused";
                    };
                };
            };
            /** @description Codes: `body_too_large` (docs/errors.md says what each means). */
            413: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "body_too_large";
                    };
                };
            };
            /** @description Codes: `idempotency_key_reused`, `points_insufficient`, `validation_failed` (docs/errors.md says what each means). */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "idempotency_key_reused" | "points_insufficient" | "validation_failed";
                    };
                };
            };
            /** @description Temporarily unavailable (database unreachable or too slow); retry after Retry-After. Codes: `payments_not_configured`, `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "payments_not_configured" | "service_unavailable";
                    };
                };
            };
            default: components["responses"]["ServerError"];
        };
    };
    refundOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description Makes the POST safe to retry: a retry with the same key and body answers the first answer again (with `Idempotent-Replayed: true`), a different body 422; keys last 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefundInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderDetailResponse"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description The card's issuer declined the refund (`refund_declined`); nothing changed. Codes: `payment_declined`, `refund_declined`. */
            402: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "payment_declined" | "refund_declined";
                    };
                };
            };
            403: components["responses"]["OwnerOnly"];
            /** @description Order not found in this store. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description Not paid, cancelled or already refunded in full (`order_state`). Also `idempotency_in_flight` (with Retry-After): a request with this Idempotency-Key is still running. Codes: `concurrent_change`, `conflict`, `idempotency_in_flight`, `not_refundable`, `order_state`, `payment_key_reused`. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "conflict" | "idempotency_in_flight" | "not_refundable" | "order_state" | "payment_key_reused";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Validation failed; `message` names the first failing field, `errors` lists every field's messages. Codes: `idempotency_key_reused`, `points_insufficient`, `refund_exceeds_captured`, `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "idempotency_key_reused" | "points_insufficient" | "refund_exceeds_captured" | "validation_failed";
                    };
                };
            };
            /** @description Temporarily unavailable (database unreachable or too slow); retry after Retry-After. Codes: `payments_not_configured`, `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "payments_not_configured" | "service_unavailable";
                    };
                };
            };
            default: components["responses"]["ServerError"];
        };
    };
    reconcilePayments: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description Makes the POST safe to retry: a retry with the same key and body answers the first answer again (with `Idempotent-Replayed: true`), a different body 422; keys last 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ReconcileInput"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReconcileResult"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Codes: `payment_declined`, `refund_declined` (docs/errors.md says what each means). */
            402: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "payment_declined" | "refund_declined";
                    };
                };
            };
            403: components["responses"]["OwnerOnly"];
            /** @description Codes: `not_found` (docs/errors.md says what each means). */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description A request with this Idempotency-Key is still running; retry after Retry-After. Codes: `concurrent_change`, `conflict`, `discount_exhausted`, `idempotency_in_flight`, `not_refundable`, `order_state`, `out_of_stock`, `payment_key_reused`. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "conflict" | "discount_exhausted" | "idempotency_in_flight" | "not_refundable" | "order_state" | "out_of_stock" | "payment_key_reused";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Validation failed; `message` names the first failing field, `errors` lists every field's messages. Codes: `idempotency_key_reused`, `points_insufficient`, `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "idempotency_key_reused" | "points_insufficient" | "validation_failed";
                    };
                };
            };
            /** @description Temporarily unavailable (database unreachable or too slow); retry after Retry-After. Codes: `payments_not_configured`, `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "payments_not_configured" | "service_unavailable";
                    };
                };
            };
            default: components["responses"]["ServerError"];
        };
    };
    listOperatorCustomers: {
        parameters: {
            query?: {
                page?: number;
                perPage?: number;
                q?: string;
            };
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorCustomerList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            422: components["responses"]["ValidationFailed"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    getOperatorCustomer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorCustomerDetailResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Customer not found in this store. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    getCart: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
                /** @description Beside an account token, from a server-side storefront: the store's private API token, so that X-Buyer-IP counts (the buyer's address for rate limits and market detection). Read only with X-Buyer-IP; a value that is not a valid API token → 401. */
                "X-Api-Token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountCartResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Codes: `store_not_ready` (docs/errors.md says what each means). */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "store_not_ready";
                    };
                };
            };
            /** @description Codes: `destination_outside_market`, `validation_failed` (docs/errors.md says what each means). */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "destination_outside_market" | "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    createCart: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
                /** @description Beside an account token, from a server-side storefront: the store's private API token, so that X-Buyer-IP counts (the buyer's address for rate limits and market detection). Read only with X-Buyer-IP; a value that is not a valid API token → 401. */
                "X-Api-Token"?: string;
                /** @description Makes the POST safe to retry: a retry with the same key and body answers the first answer again (with `Idempotent-Replayed: true`), a different body 422; keys last 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CreateCartInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartResponse"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Codes: `not_found` (docs/errors.md says what each means). */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description A request with this Idempotency-Key is still running; retry after Retry-After. Codes: `concurrent_change`, `idempotency_in_flight`, `store_not_ready`. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "idempotency_in_flight" | "store_not_ready";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Validation failed; `message` names the first failing field, `errors` lists every field's messages. Codes: `destination_outside_market`, `idempotency_key_reused`, `unknown_market`, `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "destination_outside_market" | "idempotency_key_reused" | "unknown_market" | "validation_failed";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    readCart: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
                /** @description Beside an account token, from a server-side storefront: the store's private API token, so that X-Buyer-IP counts (the buyer's address for rate limits and market detection). Read only with X-Buyer-IP; a value that is not a valid API token → 401. */
                "X-Api-Token"?: string;
            };
            path: {
                cartId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Cart not found: unknown, another tenant's or customer's, a guest cart with an account token, or converted/merged. Lines: Cart line not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description Codes: `store_not_ready` (docs/errors.md says what each means). */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "store_not_ready";
                    };
                };
            };
            /** @description Codes: `destination_outside_market`, `validation_failed` (docs/errors.md says what each means). */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "destination_outside_market" | "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    updateCart: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
                /** @description Beside an account token, from a server-side storefront: the store's private API token, so that X-Buyer-IP counts (the buyer's address for rate limits and market detection). Read only with X-Buyer-IP; a value that is not a valid API token → 401. */
                "X-Api-Token"?: string;
            };
            path: {
                cartId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateCartInput"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartResponse"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Cart not found: unknown, another tenant's or customer's, a guest cart with an account token, or converted/merged. Lines: Cart line not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description Codes: `concurrent_change`, `store_not_ready` (docs/errors.md says what each means). */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "store_not_ready";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Validation failed; `message` names the first failing field, `errors` lists every field's messages. Codes: `destination_outside_market`, `points_insufficient`, `points_need_account`, `points_over_limit`, `points_step`, `rewards_disabled`, `unknown_market`, `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "destination_outside_market" | "points_insufficient" | "points_need_account" | "points_over_limit" | "points_step" | "rewards_disabled" | "unknown_market" | "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    addCartLine: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
                /** @description Beside an account token, from a server-side storefront: the store's private API token, so that X-Buyer-IP counts (the buyer's address for rate limits and market detection). Read only with X-Buyer-IP; a value that is not a valid API token → 401. */
                "X-Api-Token"?: string;
                /** @description Makes the POST safe to retry: a retry with the same key and body answers the first answer again (with `Idempotent-Replayed: true`), a different body 422; keys last 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                cartId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddCartLineInput"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartResponse"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Cart not found: unknown, another tenant's or customer's, a guest cart with an account token, or converted/merged. Lines: Cart line not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description A request with this Idempotency-Key is still running; retry after Retry-After. Codes: `concurrent_change`, `idempotency_in_flight`, `store_not_ready`. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "idempotency_in_flight" | "store_not_ready";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Validation failed; `message` names the first failing field, `errors` lists every field's messages. Codes: `destination_outside_market`, `idempotency_key_reused`, `validation_failed`, `variant_required`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "destination_outside_market" | "idempotency_key_reused" | "validation_failed" | "variant_required";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    removeCartLine: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
                /** @description Beside an account token, from a server-side storefront: the store's private API token, so that X-Buyer-IP counts (the buyer's address for rate limits and market detection). Read only with X-Buyer-IP; a value that is not a valid API token → 401. */
                "X-Api-Token"?: string;
            };
            path: {
                cartId: string;
                lineId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Cart not found: unknown, another tenant's or customer's, a guest cart with an account token, or converted/merged. Lines: Cart line not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description Codes: `concurrent_change`, `still_referenced`, `store_not_ready` (docs/errors.md says what each means). */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "still_referenced" | "store_not_ready";
                    };
                };
            };
            /** @description Codes: `body_too_large` (docs/errors.md says what each means). */
            413: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "body_too_large";
                    };
                };
            };
            /** @description Codes: `destination_outside_market`, `validation_failed` (docs/errors.md says what each means). */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "destination_outside_market" | "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    updateCartLine: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
                /** @description Beside an account token, from a server-side storefront: the store's private API token, so that X-Buyer-IP counts (the buyer's address for rate limits and market detection). Read only with X-Buyer-IP; a value that is not a valid API token → 401. */
                "X-Api-Token"?: string;
            };
            path: {
                cartId: string;
                lineId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateCartLineInput"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartResponse"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Cart not found: unknown, another tenant's or customer's, a guest cart with an account token, or converted/merged. Lines: Cart line not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description Codes: `concurrent_change`, `store_not_ready` (docs/errors.md says what each means). */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "store_not_ready";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Validation failed; `message` names the first failing field, `errors` lists every field's messages. Codes: `destination_outside_market`, `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "destination_outside_market" | "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    mergeCart: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
                /** @description Beside an account token, from a server-side storefront: the store's private API token, so that X-Buyer-IP counts (the buyer's address for rate limits and market detection). Read only with X-Buyer-IP; a value that is not a valid API token → 401. */
                "X-Api-Token"?: string;
                /** @description Makes the POST safe to retry: a retry with the same key and body answers the first answer again (with `Idempotent-Replayed: true`), a different body 422; keys last 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MergeCartInput"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartResponse"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Cart not found: unknown, another tenant's or customer's, a guest cart with an account token, or converted/merged. Lines: Cart line not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description A request with this Idempotency-Key is still running; retry after Retry-After. Codes: `concurrent_change`, `idempotency_in_flight`, `store_not_ready`. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "idempotency_in_flight" | "store_not_ready";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Validation failed; `message` names the first failing field, `errors` lists every field's messages. Codes: `destination_outside_market`, `idempotency_key_reused`, `unknown_market`, `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "destination_outside_market" | "idempotency_key_reused" | "unknown_market" | "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    listDiscounts: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiscountList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    createDiscount: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description Makes the POST safe to retry: a retry with the same key and body answers the first answer again (with `Idempotent-Replayed: true`), a different body 422; keys last 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateDiscountInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiscountResponse"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description A request with this Idempotency-Key is still running; retry after Retry-After. Codes: `concurrent_change`, `idempotency_in_flight`. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "idempotency_in_flight";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Validation failed; `message` names the first failing field, `errors` lists every field's messages. Codes: `idempotency_key_reused`, `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "idempotency_key_reused" | "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    updateDiscount: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UpdateDiscountInput"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiscountResponse"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Discount not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description Codes: `concurrent_change` (docs/errors.md says what each means). */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    addDiscountCode: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
                /** @description Beside an account token, from a server-side storefront: the store's private API token, so that X-Buyer-IP counts (the buyer's address for rate limits and market detection). Read only with X-Buyer-IP; a value that is not a valid API token → 401. */
                "X-Api-Token"?: string;
                /** @description Makes the POST safe to retry: a retry with the same key and body answers the first answer again (with `Idempotent-Replayed: true`), a different body 422; keys last 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                cartId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddDiscountCodeInput"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartResponse"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Cart not found: unknown, another tenant's or customer's, or converted/merged. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description A request with this Idempotency-Key is still running; retry after Retry-After. Codes: `concurrent_change`, `idempotency_in_flight`, `store_not_ready`. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "idempotency_in_flight" | "store_not_ready";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Validation failed; `message` names the first failing field, `errors` lists every field's messages. Codes: `destination_outside_market`, `discount_not_applicable`, `idempotency_key_reused`, `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "destination_outside_market" | "discount_not_applicable" | "idempotency_key_reused" | "validation_failed";
                    };
                };
            };
            /** @description Too many refused codes from this address or for this cart (code `rate_limited`, `Retry-After` in seconds). Codes: `rate_limited`. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "rate_limited";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    removeDiscountCode: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
                /** @description Beside an account token, from a server-side storefront: the store's private API token, so that X-Buyer-IP counts (the buyer's address for rate limits and market detection). Read only with X-Buyer-IP; a value that is not a valid API token → 401. */
                "X-Api-Token"?: string;
            };
            path: {
                cartId: string;
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Cart not found: unknown, another tenant's or customer's, or converted/merged. Or the code is not on this cart. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description Codes: `concurrent_change`, `still_referenced`, `store_not_ready` (docs/errors.md says what each means). */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "still_referenced" | "store_not_ready";
                    };
                };
            };
            /** @description Codes: `body_too_large` (docs/errors.md says what each means). */
            413: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "body_too_large";
                    };
                };
            };
            /** @description Codes: `destination_outside_market`, `validation_failed` (docs/errors.md says what each means). */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "destination_outside_market" | "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    getRewards: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
                /** @description Beside an account token, from a server-side storefront: the store's private API token, so that X-Buyer-IP counts (the buyer's address for rate limits and market detection). Read only with X-Buyer-IP; a value that is not a valid API token → 401. */
                "X-Api-Token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RewardsSummaryResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Codes: `store_not_ready` (docs/errors.md says what each means). */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "store_not_ready";
                    };
                };
            };
            /** @description Codes: `unknown_market`, `validation_failed` (docs/errors.md says what each means). */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "unknown_market" | "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    getPointsHistory: {
        parameters: {
            query?: {
                page?: number;
                perPage?: number;
            };
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
                /** @description Beside an account token, from a server-side storefront: the store's private API token, so that X-Buyer-IP counts (the buyer's address for rate limits and market detection). Read only with X-Buyer-IP; a value that is not a valid API token → 401. */
                "X-Api-Token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PointsHistoryResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            422: components["responses"]["ValidationFailed"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    createPaymentSetup: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
                /** @description Beside an account token, from a server-side storefront: the store's private API token, so that X-Buyer-IP counts (the buyer's address for rate limits and market detection). Read only with X-Buyer-IP; a value that is not a valid API token → 401. */
                "X-Api-Token"?: string;
                /** @description Makes the POST safe to retry: a retry with the same key and body answers the first answer again (with `Idempotent-Replayed: true`), a different body 422; keys last 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The payment provider's path name. */
                gateway: "sandbox";
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["PaymentSetupInput"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentSetup"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Codes: `payment_declined` (docs/errors.md says what each means). */
            402: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "payment_declined";
                    };
                };
            };
            /** @description `{error: "Subscription not found."}` for a subscription that is not the caller's; `{message}` for an unknown gateway. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SubscriptionNotFoundError"] | components["schemas"]["MessageError"]) & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description A request with this Idempotency-Key is still running; retry after Retry-After. Codes: `concurrent_change`, `conflict`, `idempotency_in_flight`, `payment_key_reused`. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "conflict" | "idempotency_in_flight" | "payment_key_reused";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Validation failed; `message` names the first failing field, `errors` lists every field's messages. Codes: `idempotency_key_reused`, `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "idempotency_key_reused" | "validation_failed";
                    };
                };
            };
            /** @description Temporarily unavailable (database unreachable or too slow); retry after Retry-After. Codes: `payments_not_configured`, `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "payments_not_configured" | "service_unavailable";
                    };
                };
            };
            default: components["responses"]["ServerError"];
        };
    };
    completePaymentSetup: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
                /** @description Beside an account token, from a server-side storefront: the store's private API token, so that X-Buyer-IP counts (the buyer's address for rate limits and market detection). Read only with X-Buyer-IP; a value that is not a valid API token → 401. */
                "X-Api-Token"?: string;
                /** @description Makes the POST safe to retry: a retry with the same key and body answers the first answer again (with `Idempotent-Replayed: true`), a different body 422; keys last 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The payment provider's path name. */
                gateway: "sandbox";
                identifier: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompletePaymentSetupInput"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompletedPaymentSetup"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Codes: `payment_declined` (docs/errors.md says what each means). */
            402: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "payment_declined";
                    };
                };
            };
            /** @description Setup not found for this customer. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description The setup was already completed. Also `idempotency_in_flight` (with Retry-After): a request with this Idempotency-Key is still running. Codes: `concurrent_change`, `conflict`, `idempotency_in_flight`, `payment_key_reused`, `payment_setup_used`. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "conflict" | "idempotency_in_flight" | "payment_key_reused" | "payment_setup_used";
                    };
                };
            };
            /** @description The setup has expired. Codes: `expired`. */
            410: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "expired";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Validation failed; `message` names the first failing field, `errors` lists every field's messages. Codes: `idempotency_key_reused`, `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "idempotency_key_reused" | "validation_failed";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            /** @description Temporarily unavailable (database unreachable or too slow); retry after Retry-After. Codes: `payments_not_configured`, `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "payments_not_configured" | "service_unavailable";
                    };
                };
            };
            default: components["responses"]["ServerError"];
        };
    };
    listPaymentMethods: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
                /** @description Beside an account token, from a server-side storefront: the store's private API token, so that X-Buyer-IP counts (the buyer's address for rate limits and market detection). Read only with X-Buyer-IP; a value that is not a valid API token → 401. */
                "X-Api-Token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedPaymentMethodList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Codes: `validation_failed` (docs/errors.md says what each means). */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    deletePaymentMethod: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
                /** @description Beside an account token, from a server-side storefront: the store's private API token, so that X-Buyer-IP counts (the buyer's address for rate limits and market detection). Read only with X-Buyer-IP; a value that is not a valid API token → 401. */
                "X-Api-Token"?: string;
            };
            path: {
                paymentMethodId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentMethodDeleted"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Payment method not found (unknown, a wallet, or another customer's). Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description The card pays an active or paused subscription; the message names it. Codes: `concurrent_change`, `conflict`, `payment_method_in_use`, `still_referenced`. */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "conflict" | "payment_method_in_use" | "still_referenced";
                    };
                };
            };
            /** @description Codes: `body_too_large` (docs/errors.md says what each means). */
            413: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "body_too_large";
                    };
                };
            };
            /** @description Codes: `validation_failed` (docs/errors.md says what each means). */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    setDefaultPaymentMethod: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
                /** @description Beside an account token, from a server-side storefront: the store's private API token, so that X-Buyer-IP counts (the buyer's address for rate limits and market detection). Read only with X-Buyer-IP; a value that is not a valid API token → 401. */
                "X-Api-Token"?: string;
                /** @description Makes the POST safe to retry: a retry with the same key and body answers the first answer again (with `Idempotent-Replayed: true`), a different body 422; keys last 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                paymentMethodId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedPaymentMethodResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Payment method not found (unknown, a wallet, or another customer's). Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description A request with this Idempotency-Key is still running; retry after Retry-After. Codes: `concurrent_change`, `idempotency_in_flight`. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "idempotency_in_flight";
                    };
                };
            };
            /** @description Codes: `body_too_large` (docs/errors.md says what each means). */
            413: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "body_too_large";
                    };
                };
            };
            /** @description Codes: `idempotency_key_reused`, `validation_failed` (docs/errors.md says what each means). */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "idempotency_key_reused" | "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    getPaymentEngineScript: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path: {
                /** @description The payment provider's path name. */
                gateway: "sandbox";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sandbox provider's client script (JavaScript) */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/javascript": string;
                };
            };
            /** @description Codes: `payment_declined` (docs/errors.md says what each means). */
            402: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "payment_declined";
                    };
                };
            };
            /** @description Payment gateway not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description Codes: `conflict`, `out_of_stock`, `payment_key_reused`, `store_not_ready` (docs/errors.md says what each means). */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "conflict" | "out_of_stock" | "payment_key_reused" | "store_not_ready";
                    };
                };
            };
            /** @description Codes: `validation_failed` (docs/errors.md says what each means). */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "validation_failed";
                    };
                };
            };
            /** @description Temporarily unavailable (database unreachable or too slow); retry after Retry-After. Codes: `payments_not_configured`, `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "payments_not_configured" | "service_unavailable";
                    };
                };
            };
            default: components["responses"]["ServerError"];
        };
    };
    listProducts: {
        parameters: {
            query?: {
                market?: string;
                collection?: string;
                q?: string;
                sort?: "featured" | "newest" | "price-asc" | "price-desc" | "name";
                type?: "product" | "subscription_package";
                inStock?: "true" | "false";
                minPrice?: number;
                maxPrice?: number;
                page?: number;
                perPage?: number;
                /** @description Where the next page starts: `meta.nextCursor` of the previous answer. With it, `page` is ignored. */
                cursor?: string;
            };
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
                /** @description The ETag of the copy you have: when the answer is unchanged it is 304 Not Modified, with no body. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description A strong validator of this answer (a gzip-encoded answer has its own). Send it back in `If-None-Match` to get 304 Not Modified with no body when nothing changed. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductList"];
                };
            };
            304: components["responses"]["NotModified"];
            401: components["responses"]["Unauthenticated"];
            /** @description Collection not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description Codes: `store_not_ready` (docs/errors.md says what each means). */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "store_not_ready";
                    };
                };
            };
            /** @description Validation failed; `message` names the first failing field, `errors` lists every field's messages. Codes: `unknown_market`, `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "unknown_market" | "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    getProduct: {
        parameters: {
            query?: {
                market?: string;
            };
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
                /** @description The ETag of the copy you have: when the answer is unchanged it is 304 Not Modified, with no body. */
                "If-None-Match"?: string;
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description A strong validator of this answer (a gzip-encoded answer has its own). Send it back in `If-None-Match` to get 304 Not Modified with no body when nothing changed. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductResponse"];
                };
            };
            304: components["responses"]["NotModified"];
            401: components["responses"]["Unauthenticated"];
            /** @description Product not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description Codes: `store_not_ready` (docs/errors.md says what each means). */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "store_not_ready";
                    };
                };
            };
            /** @description Validation failed; `message` names the first failing field, `errors` lists every field's messages. Codes: `unknown_market`, `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "unknown_market" | "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    listCollections: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
                /** @description The ETag of the copy you have: when the answer is unchanged it is 304 Not Modified, with no body. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description A strong validator of this answer (a gzip-encoded answer has its own). Send it back in `If-None-Match` to get 304 Not Modified with no body when nothing changed. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CollectionList"];
                };
            };
            304: components["responses"]["NotModified"];
            401: components["responses"]["Unauthenticated"];
            /** @description Codes: `not_found` (docs/errors.md says what each means). */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description Codes: `validation_failed` (docs/errors.md says what each means). */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    getCollection: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
                /** @description The ETag of the copy you have: when the answer is unchanged it is 304 Not Modified, with no body. */
                "If-None-Match"?: string;
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description A strong validator of this answer (a gzip-encoded answer has its own). Send it back in `If-None-Match` to get 304 Not Modified with no body when nothing changed. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CollectionResponse"];
                };
            };
            304: components["responses"]["NotModified"];
            401: components["responses"]["Unauthenticated"];
            /** @description Collection not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description Codes: `validation_failed` (docs/errors.md says what each means). */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    listEvents: {
        parameters: {
            query?: {
                market?: string;
                from?: string;
                page?: number;
                perPage?: number;
            };
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
                /** @description The ETag of the copy you have: when the answer is unchanged it is 304 Not Modified, with no body. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description A strong validator of this answer (a gzip-encoded answer has its own). Send it back in `If-None-Match` to get 304 Not Modified with no body when nothing changed. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventList"];
                };
            };
            304: components["responses"]["NotModified"];
            401: components["responses"]["Unauthenticated"];
            /** @description Codes: `not_found` (docs/errors.md says what each means). */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description Codes: `store_not_ready` (docs/errors.md says what each means). */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "store_not_ready";
                    };
                };
            };
            /** @description Validation failed; `message` names the first failing field, `errors` lists every field's messages. Codes: `unknown_market`, `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "unknown_market" | "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    getEvent: {
        parameters: {
            query?: {
                market?: string;
            };
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
                /** @description The ETag of the copy you have: when the answer is unchanged it is 304 Not Modified, with no body. */
                "If-None-Match"?: string;
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description A strong validator of this answer (a gzip-encoded answer has its own). Send it back in `If-None-Match` to get 304 Not Modified with no body when nothing changed. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventResponse"];
                };
            };
            304: components["responses"]["NotModified"];
            401: components["responses"]["Unauthenticated"];
            /** @description Event not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description Codes: `store_not_ready` (docs/errors.md says what each means). */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "store_not_ready";
                    };
                };
            };
            /** @description Validation failed; `message` names the first failing field, `errors` lists every field's messages. Codes: `unknown_market`, `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "unknown_market" | "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    listShippingRates: {
        parameters: {
            query?: {
                market?: string;
            };
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
                /** @description The ETag of the copy you have: when the answer is unchanged it is 304 Not Modified, with no body. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description A strong validator of this answer (a gzip-encoded answer has its own). Send it back in `If-None-Match` to get 304 Not Modified with no body when nothing changed. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShippingRateList"];
                };
            };
            304: components["responses"]["NotModified"];
            401: components["responses"]["Unauthenticated"];
            /** @description Codes: `store_not_ready` (docs/errors.md says what each means). */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "store_not_ready";
                    };
                };
            };
            /** @description Validation failed; `message` names the first failing field, `errors` lists every field's messages. Codes: `unknown_market`, `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "unknown_market" | "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    listOperatorProducts: {
        parameters: {
            query?: {
                page?: number;
                perPage?: number;
                q?: string;
                status?: components["schemas"]["ProductStatus"];
            };
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorProductList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Codes: `store_not_ready` (docs/errors.md says what each means). */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "store_not_ready";
                    };
                };
            };
            /** @description Validation failed; `message` names the first failing field, `errors` lists every field's messages. Codes: `unknown_market`, `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "unknown_market" | "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    createProduct: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description Makes the POST safe to retry: a retry with the same key and body answers the first answer again (with `Idempotent-Replayed: true`), a different body 422; keys last 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateProductInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorProductResponse"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["OwnerOnly"];
            /** @description Codes: `not_found` (docs/errors.md says what each means). */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description The slug is another product's (`slug_taken`), or the store has no market yet (`store_not_ready`). Also `idempotency_in_flight` (with Retry-After): a request with this Idempotency-Key is still running. Codes: `concurrent_change`, `conflict`, `idempotency_in_flight`, `slug_taken`, `store_not_ready`. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "conflict" | "idempotency_in_flight" | "slug_taken" | "store_not_ready";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Validation failed; `message` names the first failing field, `errors` lists every field's messages. Codes: `compare_at_not_above_price`, `idempotency_key_reused`, `invalid_variants`, `primary_market_price`, `primary_price_required`, `sale_above_price`, `sku_taken`, `unknown_collection`, `unknown_image`, `unknown_market`, `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "compare_at_not_above_price" | "idempotency_key_reused" | "invalid_variants" | "primary_market_price" | "primary_price_required" | "sale_above_price" | "sku_taken" | "unknown_collection" | "unknown_image" | "unknown_market" | "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    exportProductsCsv: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every product as Shopify's product CSV (text/csv) */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Codes: `store_not_ready` (docs/errors.md says what each means). */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "store_not_ready";
                    };
                };
            };
            /** @description Codes: `unknown_market`, `validation_failed` (docs/errors.md says what each means). */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "unknown_market" | "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    importProducts: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description Makes the POST safe to retry: a retry with the same key and body answers the first answer again (with `Idempotent-Replayed: true`), a different body 422; keys last 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ProductImportInput"];
            };
        };
        responses: {
            /** @description Success. */
            202: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductImportAccepted"];
                };
            };
            /** @description Codes: `bad_request`, `invalid_multipart`, `unprocessable_text` (docs/errors.md says what each means). */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_multipart" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["OwnerOnly"];
            /** @description A request with this Idempotency-Key is still running; retry after Retry-After. Codes: `concurrent_change`, `idempotency_in_flight`. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "idempotency_in_flight";
                    };
                };
            };
            /** @description The file is over 10 MiB (`file_too_large`). Codes: `body_too_large`, `file_too_large`. */
            413: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "body_too_large" | "file_too_large";
                    };
                };
            };
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Not a UTF-8 CSV file (`invalid_csv`), or its header lacks Handle or Title (`csv_columns_missing`). Also `validation_failed` (ValidationError) when the input is not valid. Codes: `csv_columns_missing`, `idempotency_key_reused`, `invalid_csv`, `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["MessageError"] | components["schemas"]["ValidationError"]) & {
                        /** @enum {string} */
                        code: "csv_columns_missing" | "idempotency_key_reused" | "invalid_csv" | "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    getProductImport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductImportResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Import not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    getOperatorProduct: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorProductResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Product not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description Codes: `store_not_ready` (docs/errors.md says what each means). */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "store_not_ready";
                    };
                };
            };
            /** @description Codes: `unknown_market`, `validation_failed` (docs/errors.md says what each means). */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "unknown_market" | "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    deleteProduct: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorProductResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["OwnerOnly"];
            /** @description Product not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description Codes: `concurrent_change`, `still_referenced`, `store_not_ready` (docs/errors.md says what each means). */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "still_referenced" | "store_not_ready";
                    };
                };
            };
            /** @description Codes: `body_too_large` (docs/errors.md says what each means). */
            413: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "body_too_large";
                    };
                };
            };
            /** @description Codes: `unknown_market`, `validation_failed` (docs/errors.md says what each means). */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "unknown_market" | "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    updateProduct: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OperatorProductPatch"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorProductResponse"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["OwnerOnly"];
            /** @description Product not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description The new slug is another product's (`slug_taken`). Codes: `concurrent_change`, `conflict`, `slug_taken`, `store_not_ready`. */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "conflict" | "slug_taken" | "store_not_ready";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Validation failed; `message` names the first failing field, `errors` lists every field's messages. Codes: `compare_at_not_above_price`, `invalid_variants`, `primary_market_price`, `primary_price_required`, `sale_above_price`, `sku_taken`, `unknown_collection`, `unknown_image`, `unknown_market`, `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "compare_at_not_above_price" | "invalid_variants" | "primary_market_price" | "primary_price_required" | "sale_above_price" | "sku_taken" | "unknown_collection" | "unknown_image" | "unknown_market" | "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    listOperatorCollections: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorCollectionList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    createCollection: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description Makes the POST safe to retry: a retry with the same key and body answers the first answer again (with `Idempotent-Replayed: true`), a different body 422; keys last 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCollectionInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorCollectionResponse"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["OwnerOnly"];
            /** @description Codes: `not_found` (docs/errors.md says what each means). */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description The slug is another collection's (`slug_taken`). Also `idempotency_in_flight` (with Retry-After): a request with this Idempotency-Key is still running. Codes: `concurrent_change`, `conflict`, `idempotency_in_flight`, `slug_taken`. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "conflict" | "idempotency_in_flight" | "slug_taken";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Validation failed; `message` names the first failing field, `errors` lists every field's messages. Codes: `idempotency_key_reused`, `unknown_image`, `unknown_product`, `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "idempotency_key_reused" | "unknown_image" | "unknown_product" | "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    getOperatorCollection: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorCollectionResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Collection not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    deleteCollection: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CatalogDeleted"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["OwnerOnly"];
            /** @description Collection not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description Codes: `concurrent_change`, `still_referenced` (docs/errors.md says what each means). */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "still_referenced";
                    };
                };
            };
            /** @description Codes: `body_too_large` (docs/errors.md says what each means). */
            413: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "body_too_large";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    updateCollection: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OperatorCollectionPatch"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorCollectionResponse"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["OwnerOnly"];
            /** @description Collection not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description The new slug is another collection's (`slug_taken`). Codes: `concurrent_change`, `conflict`, `slug_taken`. */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "conflict" | "slug_taken";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Validation failed; `message` names the first failing field, `errors` lists every field's messages. Codes: `unknown_image`, `unknown_product`, `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "unknown_image" | "unknown_product" | "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    getOperatorEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorEventResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Event not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    deleteEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CatalogDeleted"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["OwnerOnly"];
            /** @description Event not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description The event has sold tickets (`event_has_tickets`): archive it instead. Codes: `concurrent_change`, `conflict`, `event_has_tickets`, `slug_taken`, `still_referenced`, `store_not_ready`. */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "conflict" | "event_has_tickets" | "slug_taken" | "still_referenced" | "store_not_ready";
                    };
                };
            };
            /** @description Codes: `body_too_large` (docs/errors.md says what each means). */
            413: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "body_too_large";
                    };
                };
            };
            /** @description Codes: `market_price_not_supported`, `primary_price_required`, `unknown_image`, `unknown_market`, `validation_failed` (docs/errors.md says what each means). */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "market_price_not_supported" | "primary_price_required" | "unknown_image" | "unknown_market" | "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    updateEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OperatorEventPatch"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorEventResponse"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["OwnerOnly"];
            /** @description Event not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description The new slug is another event's (`slug_taken`), or a ticket type left out has tickets sold (`ticket_type_sold`). Codes: `concurrent_change`, `conflict`, `slug_taken`, `store_not_ready`, `ticket_type_sold`. */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "conflict" | "slug_taken" | "store_not_ready" | "ticket_type_sold";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Validation failed; `message` names the first failing field, `errors` lists every field's messages. Codes: `market_price_not_supported`, `primary_price_required`, `unknown_image`, `unknown_market`, `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "market_price_not_supported" | "primary_price_required" | "unknown_image" | "unknown_market" | "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    checkout: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
                /** @description Beside an account token, from a server-side storefront: the store's private API token, so that X-Buyer-IP counts (the buyer's address for rate limits and market detection). Read only with X-Buyer-IP; a value that is not a valid API token → 401. */
                "X-Api-Token"?: string;
                /** @description Makes the POST safe to retry: a retry with the same key and body answers the first answer again (with `Idempotent-Replayed: true`), a different body 422; keys last 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckoutInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutOrderResponse"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description The card was declined; nothing changed. Codes: `payment_declined`. */
            402: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "payment_declined";
                    };
                };
            };
            /** @description Cart, address or payment method not found for this customer. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description A product sold out meanwhile (`out_of_stock`), or the cart's order is already being paid (`checkout_in_progress`). Also `idempotency_in_flight` (with Retry-After): a request with this Idempotency-Key is still running. Codes: `checkout_in_progress`, `concurrent_change`, `conflict`, `discount_exhausted`, `hold_expired`, `idempotency_in_flight`, `order_state`, `out_of_stock`, `payment_key_reused`, `store_not_ready`. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "checkout_in_progress" | "concurrent_change" | "conflict" | "discount_exhausted" | "hold_expired" | "idempotency_in_flight" | "order_state" | "out_of_stock" | "payment_key_reused" | "store_not_ready";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Validation failed; `message` names the first failing field, `errors` lists every field's messages. Codes: `destination_outside_market`, `discount_not_applicable`, `idempotency_key_reused`, `occurrence_past`, `points_insufficient`, `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "destination_outside_market" | "discount_not_applicable" | "idempotency_key_reused" | "occurrence_past" | "points_insufficient" | "validation_failed";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            /** @description Temporarily unavailable (database unreachable or too slow); retry after Retry-After. Codes: `payments_not_configured`, `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "payments_not_configured" | "service_unavailable";
                    };
                };
            };
            default: components["responses"]["ServerError"];
        };
    };
    createGuestPaymentSetup: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
                /** @description Makes the POST safe to retry: a retry with the same key and body answers the first answer again (with `Idempotent-Replayed: true`), a different body 422; keys last 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                cartId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuestPaymentSetup"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Codes: `payment_declined` (docs/errors.md says what each means). */
            402: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "payment_declined";
                    };
                };
            };
            /** @description The store takes no guest orders (`guest_checkout_disabled`: its `guestCheckout` setting is off); a signed-in customer checks out with POST /account/checkout. Codes: `forbidden`, `guest_checkout_disabled`. */
            403: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "forbidden" | "guest_checkout_disabled";
                    };
                };
            };
            /** @description Not a guest cart of this store (unknown, a customer's, converted). Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description A request with this Idempotency-Key is still running; retry after Retry-After. Codes: `concurrent_change`, `conflict`, `idempotency_in_flight`, `order_state`, `payment_key_reused`. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "conflict" | "idempotency_in_flight" | "order_state" | "payment_key_reused";
                    };
                };
            };
            /** @description Codes: `body_too_large` (docs/errors.md says what each means). */
            413: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "body_too_large";
                    };
                };
            };
            /** @description Codes: `idempotency_key_reused`, `validation_failed` (docs/errors.md says what each means). */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "idempotency_key_reused" | "validation_failed";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            /** @description Temporarily unavailable (database unreachable or too slow); retry after Retry-After. Codes: `payments_not_configured`, `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "payments_not_configured" | "service_unavailable";
                    };
                };
            };
            default: components["responses"]["ServerError"];
        };
    };
    guestCheckout: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
                /** @description Makes the POST safe to retry: a retry with the same key and body answers the first answer again (with `Idempotent-Replayed: true`), a different body 422; keys last 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GuestCheckoutInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutOrderResponse"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description The card was declined; nothing changed. Codes: `payment_declined`. */
            402: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "payment_declined";
                    };
                };
            };
            /** @description The store takes no guest orders (`guest_checkout_disabled`: its `guestCheckout` setting is off); nothing is charged. Codes: `forbidden`, `guest_checkout_disabled`. */
            403: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "forbidden" | "guest_checkout_disabled";
                    };
                };
            };
            /** @description Not a guest cart of this store. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description A product sold out meanwhile (`out_of_stock`), or the cart's order is already being paid (`checkout_in_progress`). Also `idempotency_in_flight` (with Retry-After): a request with this Idempotency-Key is still running. Codes: `checkout_in_progress`, `concurrent_change`, `conflict`, `discount_exhausted`, `hold_expired`, `idempotency_in_flight`, `order_state`, `out_of_stock`, `payment_key_reused`, `store_not_ready`. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "checkout_in_progress" | "concurrent_change" | "conflict" | "discount_exhausted" | "hold_expired" | "idempotency_in_flight" | "order_state" | "out_of_stock" | "payment_key_reused" | "store_not_ready";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Validation failed; `message` names the first failing field, `errors` lists every field's messages. Codes: `destination_outside_market`, `discount_not_applicable`, `idempotency_key_reused`, `occurrence_past`, `payment_setup_expired`, `payment_setup_spent`, `payment_token_used`, `points_insufficient`, `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "destination_outside_market" | "discount_not_applicable" | "idempotency_key_reused" | "occurrence_past" | "payment_setup_expired" | "payment_setup_spent" | "payment_token_used" | "points_insufficient" | "validation_failed";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            /** @description Temporarily unavailable (database unreachable or too slow); retry after Retry-After. Codes: `payments_not_configured`, `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "payments_not_configured" | "service_unavailable";
                    };
                };
            };
            default: components["responses"]["ServerError"];
        };
    };
    getGuestOrder: {
        parameters: {
            query?: never;
            header: {
                /** @description The order's access token: `accessToken` of the guest checkout's answer, or the `token` of the confirmation mail's link. Without it, or with another order's, the answer is 404. */
                "X-Order-Token": string;
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
            };
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderDetailResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Order not found (or the token does not open it). Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description Codes: `conflict`, `discount_exhausted`, `order_state`, `out_of_stock` (docs/errors.md says what each means). */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "conflict" | "discount_exhausted" | "order_state" | "out_of_stock";
                    };
                };
            };
            /** @description Codes: `validation_failed` (docs/errors.md says what each means). */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    runBilling: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description Makes the POST safe to retry: a retry with the same key and body answers the first answer again (with `Idempotent-Replayed: true`), a different body 422; keys last 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["BillingRunInput"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingRunResult"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Codes: `payment_declined` (docs/errors.md says what each means). */
            402: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "payment_declined";
                    };
                };
            };
            /** @description Codes: `not_found` (docs/errors.md says what each means). */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description A request with this Idempotency-Key is still running; retry after Retry-After. Codes: `concurrent_change`, `conflict`, `discount_exhausted`, `idempotency_in_flight`, `order_state`, `out_of_stock`, `payment_key_reused`. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "conflict" | "discount_exhausted" | "idempotency_in_flight" | "order_state" | "out_of_stock" | "payment_key_reused";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Validation failed; `message` names the first failing field, `errors` lists every field's messages. Codes: `clock_override_disabled`, `idempotency_key_reused`, `points_insufficient`, `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "clock_override_disabled" | "idempotency_key_reused" | "points_insufficient" | "validation_failed";
                    };
                };
            };
            /** @description Temporarily unavailable (database unreachable or too slow); retry after Retry-After. Codes: `payments_not_configured`, `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "payments_not_configured" | "service_unavailable";
                    };
                };
            };
            default: components["responses"]["ServerError"];
        };
    };
    listSubscriptionRenewals: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
                /** @description Beside an account token, from a server-side storefront: the store's private API token, so that X-Buyer-IP counts (the buyer's address for rate limits and market detection). Read only with X-Buyer-IP; a value that is not a valid API token → 401. */
                "X-Api-Token"?: string;
            };
            path: {
                subscriptionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RenewalList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Subscription not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description Codes: `validation_failed` (docs/errors.md says what each means). */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    listOperatorSubscriptions: {
        parameters: {
            query?: {
                status?: "active" | "past_due" | "paused" | "cancelled";
                email?: string;
                page?: number;
                perPage?: number;
            };
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorSubscriptionList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Codes: `not_found` (docs/errors.md says what each means). */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            422: components["responses"]["ValidationFailed"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    retryOperatorSubscription: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description Makes the POST safe to retry: a retry with the same key and body answers the first answer again (with `Idempotent-Replayed: true`), a different body 422; keys last 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                subscriptionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorSubscriptionResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Codes: `payment_declined` (docs/errors.md says what each means). */
            402: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "payment_declined";
                    };
                };
            };
            /** @description Subscription not found in this store. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description The subscription is not past due (`subscription_not_past_due`). Also `idempotency_in_flight` (with Retry-After): a request with this Idempotency-Key is still running. Codes: `concurrent_change`, `conflict`, `discount_exhausted`, `idempotency_in_flight`, `order_state`, `out_of_stock`, `payment_key_reused`, `subscription_cancelled`, `subscription_not_past_due`. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "conflict" | "discount_exhausted" | "idempotency_in_flight" | "order_state" | "out_of_stock" | "payment_key_reused" | "subscription_cancelled" | "subscription_not_past_due";
                    };
                };
            };
            /** @description Codes: `body_too_large` (docs/errors.md says what each means). */
            413: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "body_too_large";
                    };
                };
            };
            /** @description Codes: `idempotency_key_reused`, `points_insufficient`, `validation_failed` (docs/errors.md says what each means). */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "idempotency_key_reused" | "points_insufficient" | "validation_failed";
                    };
                };
            };
            /** @description Temporarily unavailable (database unreachable or too slow); retry after Retry-After. Codes: `payments_not_configured`, `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "payments_not_configured" | "service_unavailable";
                    };
                };
            };
            default: components["responses"]["ServerError"];
        };
    };
    pauseOperatorSubscription: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description Makes the POST safe to retry: a retry with the same key and body answers the first answer again (with `Idempotent-Replayed: true`), a different body 422; keys last 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                subscriptionId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["PauseInput"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorSubscriptionResponse"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Subscription not found in this store. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description The subscription is cancelled (`subscription_cancelled`). Also `idempotency_in_flight` (with Retry-After): a request with this Idempotency-Key is still running. Codes: `concurrent_change`, `conflict`, `idempotency_in_flight`, `subscription_cancelled`. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "conflict" | "idempotency_in_flight" | "subscription_cancelled";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Validation failed; `message` names the first failing field, `errors` lists every field's messages. Codes: `destination_outside_market`, `idempotency_key_reused`, `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "destination_outside_market" | "idempotency_key_reused" | "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    cancelOperatorSubscription: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description Makes the POST safe to retry: a retry with the same key and body answers the first answer again (with `Idempotent-Replayed: true`), a different body 422; keys last 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                subscriptionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorSubscriptionResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Subscription not found in this store. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description A request with this Idempotency-Key is still running; retry after Retry-After. Codes: `concurrent_change`, `conflict`, `idempotency_in_flight`, `subscription_cancelled`. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "conflict" | "idempotency_in_flight" | "subscription_cancelled";
                    };
                };
            };
            /** @description Codes: `body_too_large` (docs/errors.md says what each means). */
            413: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "body_too_large";
                    };
                };
            };
            /** @description Codes: `idempotency_key_reused` (docs/errors.md says what each means). */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "idempotency_key_reused";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    getBillingSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingSettingsResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["OwnerOnly"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    updateBillingSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BillingSettingsPatch"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingSettingsResponse"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["OwnerOnly"];
            /** @description Codes: `concurrent_change` (docs/errors.md says what each means). */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    listOperatorJobs: {
        parameters: {
            query?: {
                status?: components["schemas"]["JobStatus"];
                kind?: string;
                page?: number;
                perPage?: number;
            };
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorJobList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            422: components["responses"]["ValidationFailed"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    holdTickets: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
                /** @description Beside an account token, from a server-side storefront: the store's private API token, so that X-Buyer-IP counts (the buyer's address for rate limits and market detection). Read only with X-Buyer-IP; a value that is not a valid API token → 401. */
                "X-Api-Token"?: string;
                /** @description Makes the POST safe to retry: a retry with the same key and body answers the first answer again (with `Idempotent-Replayed: true`), a different body 422; keys last 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                cartId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HoldTicketsInput"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartResponse"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Cart not found: unknown, another tenant's or customer's, a guest cart with an account token, or converted/merged. Lines: Cart line not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description The cart's order is being paid (code `checkout_in_progress`). Also `idempotency_in_flight` (with Retry-After): a request with this Idempotency-Key is still running. Codes: `checkout_in_progress`, `concurrent_change`, `conflict`, `idempotency_in_flight`, `occurrence_cancelled`, `store_not_ready`. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "checkout_in_progress" | "concurrent_change" | "conflict" | "idempotency_in_flight" | "occurrence_cancelled" | "store_not_ready";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Validation failed; `message` names the first failing field, `errors` lists every field's messages. Codes: `destination_outside_market`, `idempotency_key_reused`, `not_enough_seats`, `occurrence_past`, `offer_expired`, `offer_invalid`, `offer_used`, `seat_limit_reached`, `sold_out`, `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "destination_outside_market" | "idempotency_key_reused" | "not_enough_seats" | "occurrence_past" | "offer_expired" | "offer_invalid" | "offer_used" | "seat_limit_reached" | "sold_out" | "validation_failed";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    releaseTicketHold: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
                /** @description Beside an account token, from a server-side storefront: the store's private API token, so that X-Buyer-IP counts (the buyer's address for rate limits and market detection). Read only with X-Buyer-IP; a value that is not a valid API token → 401. */
                "X-Api-Token"?: string;
            };
            path: {
                cartId: string;
                lineId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Cart not found: unknown, another tenant's or customer's, a guest cart with an account token, or converted/merged. Lines: Cart line not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description The cart's order is being paid (code `checkout_in_progress`). Codes: `checkout_in_progress`, `concurrent_change`, `conflict`, `still_referenced`, `store_not_ready`. */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "checkout_in_progress" | "concurrent_change" | "conflict" | "still_referenced" | "store_not_ready";
                    };
                };
            };
            /** @description Codes: `body_too_large` (docs/errors.md says what each means). */
            413: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "body_too_large";
                    };
                };
            };
            /** @description Codes: `destination_outside_market`, `validation_failed` (docs/errors.md says what each means). */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "destination_outside_market" | "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    listAccountTickets: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
                /** @description Beside an account token, from a server-side storefront: the store's private API token, so that X-Buyer-IP counts (the buyer's address for rate limits and market detection). Read only with X-Buyer-IP; a value that is not a valid API token → 401. */
                "X-Api-Token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Codes: `validation_failed` (docs/errors.md says what each means). */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    checkInTicket: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description Makes the POST safe to retry: a retry with the same key and body answers the first answer again (with `Idempotent-Replayed: true`), a different body 422; keys last 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckInInput"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketResponse"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description No ticket of this store has this code. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description Already checked in (code `already_checked_in`) or cancelled (code `ticket_cancelled`). Also `idempotency_in_flight` (with Retry-After): a request with this Idempotency-Key is still running. Codes: `already_checked_in`, `concurrent_change`, `conflict`, `idempotency_in_flight`, `ticket_cancelled`. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "already_checked_in" | "concurrent_change" | "conflict" | "idempotency_in_flight" | "ticket_cancelled";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Validation failed; `message` names the first failing field, `errors` lists every field's messages. Codes: `idempotency_key_reused`, `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "idempotency_key_reused" | "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    joinWaitlist: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
                /** @description Beside an account token, from a server-side storefront: the store's private API token, so that X-Buyer-IP counts (the buyer's address for rate limits and market detection). Read only with X-Buyer-IP; a value that is not a valid API token → 401. */
                "X-Api-Token"?: string;
                /** @description Makes the POST safe to retry: a retry with the same key and body answers the first answer again (with `Idempotent-Replayed: true`), a different body 422; keys last 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JoinWaitlistInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WaitlistEntryResponse"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Event not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description A request with this Idempotency-Key is still running; retry after Retry-After. Codes: `concurrent_change`, `idempotency_in_flight`, `occurrence_cancelled`. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "idempotency_in_flight" | "occurrence_cancelled";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Validation failed; `message` names the first failing field, `errors` lists every field's messages. Codes: `idempotency_key_reused`, `occurrence_past`, `seats_available`, `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "idempotency_key_reused" | "occurrence_past" | "seats_available" | "validation_failed";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    confirmWaitlist: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
                /** @description Beside an account token, from a server-side storefront: the store's private API token, so that X-Buyer-IP counts (the buyer's address for rate limits and market detection). Read only with X-Buyer-IP; a value that is not a valid API token → 401. */
                "X-Api-Token"?: string;
                /** @description Makes the POST safe to retry: a retry with the same key and body answers the first answer again (with `Idempotent-Replayed: true`), a different body 422; keys last 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfirmWaitlistInput"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WaitlistEntryResponse"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["NotFound"];
            /** @description A request with this Idempotency-Key is still running; retry after Retry-After. Codes: `concurrent_change`, `idempotency_in_flight`, `occurrence_cancelled`. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "idempotency_in_flight" | "occurrence_cancelled";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Validation failed; `message` names the first failing field, `errors` lists every field's messages. Codes: `idempotency_key_reused`, `occurrence_past`, `seats_available`, `validation_failed`, `waitlist_link_invalid`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "idempotency_key_reused" | "occurrence_past" | "seats_available" | "validation_failed" | "waitlist_link_invalid";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    cancelOccurrence: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description Makes the POST safe to retry: a retry with the same key and body answers the first answer again (with `Idempotent-Replayed: true`), a different body 422; keys last 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                slug: string;
                occurrenceId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CancelOccurrenceInput"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CancelledOccurrenceResponse"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Codes: `payment_declined`, `refund_declined` (docs/errors.md says what each means). */
            402: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "payment_declined" | "refund_declined";
                    };
                };
            };
            /** @description Event date not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description Already cancelled (code `occurrence_cancelled`) or being paid for (code `checkout_in_progress`). Also `idempotency_in_flight` (with Retry-After): a request with this Idempotency-Key is still running. Codes: `checkout_in_progress`, `concurrent_change`, `conflict`, `idempotency_in_flight`, `not_refundable`, `occurrence_cancelled`, `order_state`, `payment_key_reused`. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "checkout_in_progress" | "concurrent_change" | "conflict" | "idempotency_in_flight" | "not_refundable" | "occurrence_cancelled" | "order_state" | "payment_key_reused";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Validation failed; `message` names the first failing field, `errors` lists every field's messages. Codes: `idempotency_key_reused`, `points_insufficient`, `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "idempotency_key_reused" | "points_insufficient" | "validation_failed";
                    };
                };
            };
            /** @description Temporarily unavailable (database unreachable or too slow); retry after Retry-After. Codes: `payments_not_configured`, `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "payments_not_configured" | "service_unavailable";
                    };
                };
            };
            default: components["responses"]["ServerError"];
        };
    };
    runTicketPass: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description Makes the POST safe to retry: a retry with the same key and body answers the first answer again (with `Idempotent-Replayed: true`), a different body 422; keys last 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["RunTicketPassInput"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketPassReport"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Codes: `payment_declined`, `refund_declined` (docs/errors.md says what each means). */
            402: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "payment_declined" | "refund_declined";
                    };
                };
            };
            /** @description Codes: `not_found` (docs/errors.md says what each means). */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description A request with this Idempotency-Key is still running; retry after Retry-After. Codes: `concurrent_change`, `conflict`, `idempotency_in_flight`, `not_refundable`, `order_state`, `payment_key_reused`. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "conflict" | "idempotency_in_flight" | "not_refundable" | "order_state" | "payment_key_reused";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Validation failed; `message` names the first failing field, `errors` lists every field's messages. Codes: `clock_override_disabled`, `idempotency_key_reused`, `points_insufficient`, `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "clock_override_disabled" | "idempotency_key_reused" | "points_insufficient" | "validation_failed";
                    };
                };
            };
            /** @description Temporarily unavailable (database unreachable or too slow); retry after Retry-After. Codes: `payments_not_configured`, `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "payments_not_configured" | "service_unavailable";
                    };
                };
            };
            default: components["responses"]["ServerError"];
        };
    };
    listOperatorEvents: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorEventList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    createEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description Makes the POST safe to retry: a retry with the same key and body answers the first answer again (with `Idempotent-Replayed: true`), a different body 422; keys last 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OperatorEventInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorEventResponse"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["OwnerOnly"];
            /** @description Codes: `not_found` (docs/errors.md says what each means). */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description The slug is another event's (`slug_taken`), or the store has no market yet (`store_not_ready`). Also `idempotency_in_flight` (with Retry-After): a request with this Idempotency-Key is still running. Codes: `concurrent_change`, `conflict`, `idempotency_in_flight`, `slug_taken`, `store_not_ready`. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "conflict" | "idempotency_in_flight" | "slug_taken" | "store_not_ready";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Validation failed; `message` names the first failing field, `errors` lists every field's messages. Codes: `idempotency_key_reused`, `market_price_not_supported`, `primary_price_required`, `unknown_image`, `unknown_market`, `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "idempotency_key_reused" | "market_price_not_supported" | "primary_price_required" | "unknown_image" | "unknown_market" | "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    addOccurrence: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description Makes the POST safe to retry: a retry with the same key and body answers the first answer again (with `Idempotent-Replayed: true`), a different body 422; keys last 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddOccurrenceInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OccurrenceResponse"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Event not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description A request with this Idempotency-Key is still running; retry after Retry-After. Codes: `concurrent_change`, `idempotency_in_flight`. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "idempotency_in_flight";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Validation failed; `message` names the first failing field, `errors` lists every field's messages. Codes: `idempotency_key_reused`, `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "idempotency_key_reused" | "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    getCorsSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CorsSettingsResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["OwnerOnly"];
            /** @description Codes: `not_found` (docs/errors.md says what each means). */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description Codes: `validation_failed` (docs/errors.md says what each means). */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    updateCorsSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CorsSettingsPatch"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CorsSettingsResponse"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["OwnerOnly"];
            /** @description Codes: `not_found` (docs/errors.md says what each means). */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description Codes: `concurrent_change` (docs/errors.md says what each means). */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    getRewardsSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RewardsSettingsResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["OwnerOnly"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    updateRewardsSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RewardsSettingsPatch"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RewardsSettingsResponse"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["OwnerOnly"];
            /** @description Codes: `concurrent_change` (docs/errors.md says what each means). */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["OwnerOnly"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description Makes the POST safe to retry: a retry with the same key and body answers the first answer again (with `Idempotent-Replayed: true`), a different body 422; keys last 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhookInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedWebhookResponse"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["OwnerOnly"];
            /** @description The store already has 20 webhooks (`webhook_limit_reached`). Also `idempotency_in_flight` (with Retry-After): a request with this Idempotency-Key is still running. Codes: `concurrent_change`, `conflict`, `idempotency_in_flight`, `webhook_limit_reached`. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "conflict" | "idempotency_in_flight" | "webhook_limit_reached";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Validation failed; `message` names the first failing field, `errors` lists every field's messages. Codes: `idempotency_key_reused`, `validation_failed`, `webhook_url_refused`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "idempotency_key_reused" | "validation_failed" | "webhook_url_refused";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeleted"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["OwnerOnly"];
            /** @description Webhook not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description Codes: `concurrent_change`, `still_referenced` (docs/errors.md says what each means). */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "still_referenced";
                    };
                };
            };
            /** @description Codes: `body_too_large` (docs/errors.md says what each means). */
            413: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "body_too_large";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                page?: number;
                perPage?: number;
                status?: components["schemas"]["WebhookDeliveryStatus"];
            };
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["OwnerOnly"];
            /** @description Webhook not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            422: components["responses"]["ValidationFailed"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    createStaffSession: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffLoginInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffSession"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Codes: `concurrent_change` (docs/errors.md says what each means). */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            /** @description Too many requests; retry after Retry-After. Codes: `rate_limited`, `staff_locked`. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "rate_limited" | "staff_locked";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    getOperatorIdentity: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorIdentity"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    endStaffSession: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffMessage"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Not a back-office session (`staff_session_required`). Codes: `forbidden`, `staff_session_required`. */
            403: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "forbidden" | "staff_session_required";
                    };
                };
            };
            /** @description Codes: `concurrent_change`, `conflict`, `out_of_stock`, `still_referenced`, `store_not_ready` (docs/errors.md says what each means). */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "conflict" | "out_of_stock" | "still_referenced" | "store_not_ready";
                    };
                };
            };
            /** @description Codes: `body_too_large` (docs/errors.md says what each means). */
            413: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "body_too_large";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    changeStaffPassword: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description Makes the POST safe to retry: a retry with the same key and body answers the first answer again (with `Idempotent-Replayed: true`), a different body 422; keys last 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffPasswordChangeInput"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffMessage"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Not a back-office session (`staff_session_required`). Codes: `forbidden`, `staff_session_required`. */
            403: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "forbidden" | "staff_session_required";
                    };
                };
            };
            /** @description A request with this Idempotency-Key is still running; retry after Retry-After. Codes: `concurrent_change`, `conflict`, `idempotency_in_flight`, `out_of_stock`, `store_not_ready`. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "conflict" | "idempotency_in_flight" | "out_of_stock" | "store_not_ready";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Validation failed; `message` names the first failing field, `errors` lists every field's messages. Codes: `idempotency_key_reused`, `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "idempotency_key_reused" | "validation_failed";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    listStaff: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["OwnerOnly"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    createStaff: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description Makes the POST safe to retry: a retry with the same key and body answers the first answer again (with `Idempotent-Replayed: true`), a different body 422; keys last 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateStaffInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffMemberResponse"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["OwnerOnly"];
            /** @description A staff member with this e-mail can already sign in (`staff_exists`). Also `idempotency_in_flight` (with Retry-After): a request with this Idempotency-Key is still running. Codes: `concurrent_change`, `conflict`, `idempotency_in_flight`, `staff_exists`. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "conflict" | "idempotency_in_flight" | "staff_exists";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Validation failed; `message` names the first failing field, `errors` lists every field's messages. Codes: `idempotency_key_reused`, `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "idempotency_key_reused" | "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    updateStaff: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffPatch"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffMemberResponse"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["OwnerOnly"];
            /** @description Staff member not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description The store must keep one owner who can sign in (`last_owner`). Codes: `concurrent_change`, `conflict`, `last_owner`. */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "conflict" | "last_owner";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    listAuditLog: {
        parameters: {
            query?: {
                page?: number;
                perPage?: number;
            };
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditLogPage"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["OwnerOnly"];
            422: components["responses"]["ValidationFailed"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    getOperatorDashboard: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorDashboardResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Codes: `payment_declined` (docs/errors.md says what each means). */
            402: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "payment_declined";
                    };
                };
            };
            /** @description Codes: `not_found` (docs/errors.md says what each means). */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description Codes: `conflict`, `payment_key_reused` (docs/errors.md says what each means). */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "conflict" | "payment_key_reused";
                    };
                };
            };
            /** @description Codes: `validation_failed` (docs/errors.md says what each means). */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "validation_failed";
                    };
                };
            };
            /** @description Temporarily unavailable (database unreachable or too slow); retry after Retry-After. Codes: `payments_not_configured`, `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "payments_not_configured" | "service_unavailable";
                    };
                };
            };
            default: components["responses"]["ServerError"];
        };
    };
    getStoreSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoreSettingsResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Codes: `not_found` (docs/errors.md says what each means). */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    updateStoreSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["StoreSettingsPatch"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoreSettingsResponse"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["OwnerOnly"];
            /** @description Codes: `not_found` (docs/errors.md says what each means). */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description Codes: `concurrent_change` (docs/errors.md says what each means). */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Validation failed; `message` names the first failing field, `errors` lists every field's messages. Codes: `unknown_media`, `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "unknown_media" | "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    listMarkets: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorMarketList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    createMarket: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description Makes the POST safe to retry: a retry with the same key and body answers the first answer again (with `Idempotent-Replayed: true`), a different body 422; keys last 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateMarketInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorMarketResponse"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["OwnerOnly"];
            /** @description A new primary currency once the store has orders (`primary_currency_locked`). Also `idempotency_in_flight` (with Retry-After): a request with this Idempotency-Key is still running. Codes: `concurrent_change`, `conflict`, `idempotency_in_flight`, `primary_currency_locked`. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "conflict" | "idempotency_in_flight" | "primary_currency_locked";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Validation failed; `message` names the first failing field, `errors` lists every field's messages. Codes: `country_in_another_market`, `idempotency_key_reused`, `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "country_in_another_market" | "idempotency_key_reused" | "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    getMarket: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorMarketResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Market not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description Codes: `conflict`, `out_of_stock`, `store_not_ready` (docs/errors.md says what each means). */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "conflict" | "out_of_stock" | "store_not_ready";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    deleteMarket: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingDeleted"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["OwnerOnly"];
            /** @description Market not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description The primary market (`primary_market`) or a market in use (`market_in_use`). Codes: `concurrent_change`, `conflict`, `market_in_use`, `primary_currency_locked`, `primary_market`, `still_referenced`. */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "conflict" | "market_in_use" | "primary_currency_locked" | "primary_market" | "still_referenced";
                    };
                };
            };
            /** @description Codes: `body_too_large` (docs/errors.md says what each means). */
            413: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "body_too_large";
                    };
                };
            };
            /** @description Codes: `country_in_another_market`, `validation_failed` (docs/errors.md says what each means). */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "country_in_another_market" | "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    updateMarket: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["MarketPatch"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorMarketResponse"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["OwnerOnly"];
            /** @description Market not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description A new primary currency once the store has orders (`primary_currency_locked`). Codes: `concurrent_change`, `conflict`, `primary_currency_locked`. */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "conflict" | "primary_currency_locked";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Validation failed; `message` names the first failing field, `errors` lists every field's messages. Codes: `country_in_another_market`, `primary_market_required`, `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "country_in_another_market" | "primary_market_required" | "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    listTaxRates: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorTaxRateList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    createTaxRate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description Makes the POST safe to retry: a retry with the same key and body answers the first answer again (with `Idempotent-Replayed: true`), a different body 422; keys last 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTaxRateInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorTaxRateResponse"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["OwnerOnly"];
            /** @description The store has a rate for this country, region and class (`tax_rate_exists`). Also `idempotency_in_flight` (with Retry-After): a request with this Idempotency-Key is still running. Codes: `concurrent_change`, `conflict`, `idempotency_in_flight`, `tax_rate_exists`. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "conflict" | "idempotency_in_flight" | "tax_rate_exists";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Validation failed; `message` names the first failing field, `errors` lists every field's messages. Codes: `idempotency_key_reused`, `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "idempotency_key_reused" | "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    getTaxRate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorTaxRateResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Tax rate not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description Codes: `conflict`, `out_of_stock`, `store_not_ready` (docs/errors.md says what each means). */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "conflict" | "out_of_stock" | "store_not_ready";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    deleteTaxRate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingDeleted"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["OwnerOnly"];
            /** @description Tax rate not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description Codes: `concurrent_change`, `still_referenced` (docs/errors.md says what each means). */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "still_referenced";
                    };
                };
            };
            /** @description Codes: `body_too_large` (docs/errors.md says what each means). */
            413: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "body_too_large";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    updateTaxRate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["TaxRatePatch"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorTaxRateResponse"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["OwnerOnly"];
            /** @description Tax rate not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description The store has a rate for this country, region and class (`tax_rate_exists`). Codes: `concurrent_change`, `conflict`, `tax_rate_exists`. */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "conflict" | "tax_rate_exists";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    listOperatorShippingRates: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorShippingRateList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    createShippingRate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description Makes the POST safe to retry: a retry with the same key and body answers the first answer again (with `Idempotent-Replayed: true`), a different body 422; keys last 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateShippingRateInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorShippingRateResponse"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["OwnerOnly"];
            /** @description The market already has a delivery rate (`shipping_rate_exists`). Also `idempotency_in_flight` (with Retry-After): a request with this Idempotency-Key is still running. Codes: `concurrent_change`, `conflict`, `idempotency_in_flight`, `shipping_rate_exists`. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "conflict" | "idempotency_in_flight" | "shipping_rate_exists";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Validation failed; `message` names the first failing field, `errors` lists every field's messages. Codes: `idempotency_key_reused`, `unknown_market`, `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "idempotency_key_reused" | "unknown_market" | "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    getShippingRate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorShippingRateResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Shipping rate not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description Codes: `conflict`, `out_of_stock`, `store_not_ready` (docs/errors.md says what each means). */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "conflict" | "out_of_stock" | "store_not_ready";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    deleteShippingRate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingDeleted"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["OwnerOnly"];
            /** @description Shipping rate not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description Codes: `concurrent_change`, `still_referenced` (docs/errors.md says what each means). */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "still_referenced";
                    };
                };
            };
            /** @description Codes: `body_too_large` (docs/errors.md says what each means). */
            413: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "body_too_large";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    updateShippingRate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ShippingRatePatch"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorShippingRateResponse"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["OwnerOnly"];
            /** @description Shipping rate not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description The market already has a delivery rate (`shipping_rate_exists`). Codes: `concurrent_change`, `conflict`, `shipping_rate_exists`. */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "conflict" | "shipping_rate_exists";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Validation failed; `message` names the first failing field, `errors` lists every field's messages. Codes: `unknown_market`, `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "unknown_market" | "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    listMedia: {
        parameters: {
            query?: {
                page?: number;
                perPage?: number;
            };
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            422: components["responses"]["ValidationFailed"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    uploadMedia: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description Makes the POST safe to retry: a retry with the same key and body answers the first answer again (with `Idempotent-Replayed: true`), a different body 422; keys last 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["UploadMediaInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaResponse"];
                };
            };
            /** @description Codes: `bad_request`, `invalid_multipart`, `unprocessable_text` (docs/errors.md says what each means). */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_multipart" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["OwnerOnly"];
            /** @description A request with this Idempotency-Key is still running; retry after Retry-After. Codes: `concurrent_change`, `idempotency_in_flight`. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "idempotency_in_flight";
                    };
                };
            };
            /** @description The file is over 10 MiB (`file_too_large`). Codes: `body_too_large`, `file_too_large`. */
            413: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "body_too_large" | "file_too_large";
                    };
                };
            };
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Not a JPEG, PNG, WebP or AVIF image (`unsupported_image`), or over 50 megapixels (`image_too_large`). Also `validation_failed` (ValidationError) when the input is not valid. Codes: `idempotency_key_reused`, `image_too_large`, `unsupported_image`, `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["MessageError"] | components["schemas"]["ValidationError"]) & {
                        /** @enum {string} */
                        code: "idempotency_key_reused" | "image_too_large" | "unsupported_image" | "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    getMedia: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Media not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    updateMedia: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MediaPatch"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaResponse"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["OwnerOnly"];
            /** @description Media not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description Codes: `concurrent_change` (docs/errors.md says what each means). */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    listOperatorForms: {
        parameters: {
            query?: {
                page?: number;
                perPage?: number;
            };
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorFormList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Codes: `not_found` (docs/errors.md says what each means). */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            422: components["responses"]["ValidationFailed"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    createForm: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description Makes the POST safe to retry: a retry with the same key and body answers the first answer again (with `Idempotent-Replayed: true`), a different body 422; keys last 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateFormInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorFormResponse"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["OwnerOnly"];
            /** @description Codes: `not_found` (docs/errors.md says what each means). */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description The slug is another form's (`slug_taken`). Also `idempotency_in_flight` (with Retry-After): a request with this Idempotency-Key is still running. Codes: `concurrent_change`, `conflict`, `idempotency_in_flight`, `slug_taken`. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "conflict" | "idempotency_in_flight" | "slug_taken";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Validation failed; `message` names the first failing field, `errors` lists every field's messages. Codes: `idempotency_key_reused`, `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "idempotency_key_reused" | "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    getOperatorForm: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorFormResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Form not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    deleteForm: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorFormResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["OwnerOnly"];
            /** @description Form not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description Codes: `concurrent_change`, `still_referenced` (docs/errors.md says what each means). */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "still_referenced";
                    };
                };
            };
            /** @description Codes: `body_too_large` (docs/errors.md says what each means). */
            413: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "body_too_large";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    updateForm: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["FormPatch"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorFormResponse"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["OwnerOnly"];
            /** @description Form not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description The new slug is another form's (`slug_taken`). Codes: `concurrent_change`, `conflict`, `slug_taken`. */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "conflict" | "slug_taken";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    listFormSubmissions: {
        parameters: {
            query?: {
                page?: number;
                perPage?: number;
                /** @description Where the next page starts: `meta.nextCursor` of the previous answer. With it, `page` is ignored. */
                cursor?: string;
                q?: string;
                status?: "handled" | "unhandled";
            };
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FormSubmissionList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Form not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            422: components["responses"]["ValidationFailed"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    exportFormSubmissionsCsv: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A form's submissions as CSV (text/csv) */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Form not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    markFormSubmissionHandled: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description Makes the POST safe to retry: a retry with the same key and body answers the first answer again (with `Idempotent-Replayed: true`), a different body 422; keys last 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                slug: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FormSubmissionResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Submission not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description A request with this Idempotency-Key is still running; retry after Retry-After. Codes: `concurrent_change`, `idempotency_in_flight`. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "idempotency_in_flight";
                    };
                };
            };
            /** @description Codes: `body_too_large` (docs/errors.md says what each means). */
            413: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "body_too_large";
                    };
                };
            };
            /** @description Codes: `idempotency_key_reused` (docs/errors.md says what each means). */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "idempotency_key_reused";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    unmarkFormSubmissionHandled: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path: {
                slug: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FormSubmissionResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Submission not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description Codes: `concurrent_change`, `still_referenced` (docs/errors.md says what each means). */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "still_referenced";
                    };
                };
            };
            /** @description Codes: `body_too_large` (docs/errors.md says what each means). */
            413: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "body_too_large";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    eraseFormSubmissions: {
        parameters: {
            query: {
                email: string;
            };
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FormSubmissionsErased"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["OwnerOnly"];
            /** @description Codes: `concurrent_change`, `still_referenced` (docs/errors.md says what each means). */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "still_referenced";
                    };
                };
            };
            /** @description Codes: `body_too_large` (docs/errors.md says what each means). */
            413: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "body_too_large";
                    };
                };
            };
            422: components["responses"]["ValidationFailed"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    getForm: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicFormResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Form not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description Codes: `challenge_expired`, `challenge_invalid`, `validation_failed` (docs/errors.md says what each means). */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "challenge_expired" | "challenge_invalid" | "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    submitForm: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
                /** @description Makes the POST safe to retry: a retry with the same key and body answers the first answer again (with `Idempotent-Replayed: true`), a different body 422; keys last 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubmitFormInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FormSubmitted"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Form not found. Codes: `not_found`. */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description A request with this Idempotency-Key is still running; retry after Retry-After. Codes: `concurrent_change`, `idempotency_in_flight`. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "idempotency_in_flight";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Validation failed; `message` names the first failing field, `errors` lists every field's messages. Codes: `challenge_expired`, `challenge_invalid`, `challenge_replayed`, `honeypot_filled`, `idempotency_key_reused`, `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {string} */
                        code: "challenge_expired" | "challenge_invalid" | "challenge_replayed" | "honeypot_filled" | "idempotency_key_reused" | "validation_failed";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    recordAnalyticsEvents: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
                /** @description With a private API token only (`npm run cli -- token create --private`, kept on a server-side storefront): the buyer's IPv4 or IPv6 address, used in place of the caller's for rate limits and market detection; anything else than one address → 422 naming the header. Ignored with a public token, and with an account token unless X-Api-Token carries the store's private token. */
                "X-Buyer-IP"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnalyticsEventsInput"];
            };
        };
        responses: {
            /** @description Success. */
            202: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnalyticsEventsAccepted"];
                };
            };
            /** @description The body is not valid JSON. Codes: `bad_request`, `invalid_json`, `unprocessable_text`. */
            400: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "bad_request" | "invalid_json" | "unprocessable_text";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Codes: `concurrent_change`, `conflict`, `order_state` (docs/errors.md says what each means). */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "concurrent_change" | "conflict" | "order_state";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description More than 50 events, an unknown `type` or a malformed field: `errors` names the item (`events.3.type`). Also `validation_failed` (ValidationError) when the input is not valid. Codes: `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["MessageError"] | components["schemas"]["ValidationError"]) & {
                        /** @enum {string} */
                        code: "validation_failed";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    getAnalyticsOverview: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                market?: string;
                compare?: "previous";
            };
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnalyticsOverviewResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Codes: `not_found` (docs/errors.md says what each means). */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description Codes: `conflict`, `order_state` (docs/errors.md says what each means). */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "conflict" | "order_state";
                    };
                };
            };
            /** @description `from` after `to`, a day that does not exist, or a range over 731 days (`validation_failed`, naming `from` or `to`). Also `validation_failed` (ValidationError) when the input is not valid. Codes: `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["MessageError"] | components["schemas"]["ValidationError"]) & {
                        /** @enum {string} */
                        code: "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    getAnalyticsFunnel: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                market?: string;
                compare?: "previous";
            };
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnalyticsFunnelResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Codes: `not_found` (docs/errors.md says what each means). */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description Codes: `conflict`, `order_state` (docs/errors.md says what each means). */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "conflict" | "order_state";
                    };
                };
            };
            /** @description `from` after `to`, a day that does not exist, or a range over 731 days (`validation_failed`, naming `from` or `to`). Also `validation_failed` (ValidationError) when the input is not valid. Codes: `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["MessageError"] | components["schemas"]["ValidationError"]) & {
                        /** @enum {string} */
                        code: "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    getAnalyticsSubscriptions: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                market?: string;
                compare?: "previous";
            };
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionAnalyticsResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Codes: `not_found` (docs/errors.md says what each means). */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description Codes: `conflict`, `order_state` (docs/errors.md says what each means). */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "conflict" | "order_state";
                    };
                };
            };
            /** @description `from` after `to`, a day that does not exist, or a range over 731 days (`validation_failed`, naming `from` or `to`). Also `validation_failed` (ValidationError) when the input is not valid. Codes: `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["MessageError"] | components["schemas"]["ValidationError"]) & {
                        /** @enum {string} */
                        code: "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    exportAnalyticsCsv: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                market?: string;
                compare?: "previous";
            };
            header?: {
                /** @description Your id for this request (8–128 of `A-Z a-z 0-9 . _ : -`); echoed in the X-Request-Id response header and the server's logs. Another value is replaced by a generated one. */
                "X-Request-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The range's days as CSV: visitors, page views and each currency's orders and sales (text/csv) */
            200: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description How long the answer may be cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Codes: `not_found` (docs/errors.md says what each means). */
            404: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description Codes: `conflict`, `order_state` (docs/errors.md says what each means). */
            409: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] & {
                        /** @enum {string} */
                        code: "conflict" | "order_state";
                    };
                };
            };
            /** @description `from` after `to`, a day that does not exist, or a range over 731 days (`validation_failed`, naming `from` or `to`). Also `validation_failed` (ValidationError) when the input is not valid. Codes: `validation_failed`. */
            422: {
                headers: {
                    /** @description The request's id (yours from X-Request-Id when well-formed, else generated); quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["MessageError"] | components["schemas"]["ValidationError"]) & {
                        /** @enum {string} */
                        code: "validation_failed";
                    };
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["ServerError"];
        };
    };
    webhook_order_paid: {
        parameters: {
            query?: never;
            header: {
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256>`; several `v1` while a secret is being rotated. */
                "Storefront-Signature": string;
                /** @description The event's id, as in the body: deduplicate retries by it. */
                "Storefront-Event-Id": string;
                /** @description The event's type, as in the body. */
                "Storefront-Event-Type": "order.paid" | "order.fulfilled" | "order.refunded" | "order.cancelled" | "subscription.renewed" | "subscription.past_due" | "subscription.cancelled" | "message.received" | "form.submitted" | "ticket.checked_in" | "settings.updated";
                /** @description This delivery (one per endpoint and event), as in the deliveries log. */
                "Storefront-Delivery-Id": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderPaidWebhook"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_order_fulfilled: {
        parameters: {
            query?: never;
            header: {
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256>`; several `v1` while a secret is being rotated. */
                "Storefront-Signature": string;
                /** @description The event's id, as in the body: deduplicate retries by it. */
                "Storefront-Event-Id": string;
                /** @description The event's type, as in the body. */
                "Storefront-Event-Type": "order.paid" | "order.fulfilled" | "order.refunded" | "order.cancelled" | "subscription.renewed" | "subscription.past_due" | "subscription.cancelled" | "message.received" | "form.submitted" | "ticket.checked_in" | "settings.updated";
                /** @description This delivery (one per endpoint and event), as in the deliveries log. */
                "Storefront-Delivery-Id": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderFulfilledWebhook"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_order_refunded: {
        parameters: {
            query?: never;
            header: {
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256>`; several `v1` while a secret is being rotated. */
                "Storefront-Signature": string;
                /** @description The event's id, as in the body: deduplicate retries by it. */
                "Storefront-Event-Id": string;
                /** @description The event's type, as in the body. */
                "Storefront-Event-Type": "order.paid" | "order.fulfilled" | "order.refunded" | "order.cancelled" | "subscription.renewed" | "subscription.past_due" | "subscription.cancelled" | "message.received" | "form.submitted" | "ticket.checked_in" | "settings.updated";
                /** @description This delivery (one per endpoint and event), as in the deliveries log. */
                "Storefront-Delivery-Id": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderRefundedWebhook"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_order_cancelled: {
        parameters: {
            query?: never;
            header: {
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256>`; several `v1` while a secret is being rotated. */
                "Storefront-Signature": string;
                /** @description The event's id, as in the body: deduplicate retries by it. */
                "Storefront-Event-Id": string;
                /** @description The event's type, as in the body. */
                "Storefront-Event-Type": "order.paid" | "order.fulfilled" | "order.refunded" | "order.cancelled" | "subscription.renewed" | "subscription.past_due" | "subscription.cancelled" | "message.received" | "form.submitted" | "ticket.checked_in" | "settings.updated";
                /** @description This delivery (one per endpoint and event), as in the deliveries log. */
                "Storefront-Delivery-Id": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderCancelledWebhook"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_subscription_renewed: {
        parameters: {
            query?: never;
            header: {
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256>`; several `v1` while a secret is being rotated. */
                "Storefront-Signature": string;
                /** @description The event's id, as in the body: deduplicate retries by it. */
                "Storefront-Event-Id": string;
                /** @description The event's type, as in the body. */
                "Storefront-Event-Type": "order.paid" | "order.fulfilled" | "order.refunded" | "order.cancelled" | "subscription.renewed" | "subscription.past_due" | "subscription.cancelled" | "message.received" | "form.submitted" | "ticket.checked_in" | "settings.updated";
                /** @description This delivery (one per endpoint and event), as in the deliveries log. */
                "Storefront-Delivery-Id": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubscriptionRenewedWebhook"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_subscription_past_due: {
        parameters: {
            query?: never;
            header: {
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256>`; several `v1` while a secret is being rotated. */
                "Storefront-Signature": string;
                /** @description The event's id, as in the body: deduplicate retries by it. */
                "Storefront-Event-Id": string;
                /** @description The event's type, as in the body. */
                "Storefront-Event-Type": "order.paid" | "order.fulfilled" | "order.refunded" | "order.cancelled" | "subscription.renewed" | "subscription.past_due" | "subscription.cancelled" | "message.received" | "form.submitted" | "ticket.checked_in" | "settings.updated";
                /** @description This delivery (one per endpoint and event), as in the deliveries log. */
                "Storefront-Delivery-Id": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubscriptionPastDueWebhook"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_subscription_cancelled: {
        parameters: {
            query?: never;
            header: {
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256>`; several `v1` while a secret is being rotated. */
                "Storefront-Signature": string;
                /** @description The event's id, as in the body: deduplicate retries by it. */
                "Storefront-Event-Id": string;
                /** @description The event's type, as in the body. */
                "Storefront-Event-Type": "order.paid" | "order.fulfilled" | "order.refunded" | "order.cancelled" | "subscription.renewed" | "subscription.past_due" | "subscription.cancelled" | "message.received" | "form.submitted" | "ticket.checked_in" | "settings.updated";
                /** @description This delivery (one per endpoint and event), as in the deliveries log. */
                "Storefront-Delivery-Id": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubscriptionCancelledWebhook"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_message_received: {
        parameters: {
            query?: never;
            header: {
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256>`; several `v1` while a secret is being rotated. */
                "Storefront-Signature": string;
                /** @description The event's id, as in the body: deduplicate retries by it. */
                "Storefront-Event-Id": string;
                /** @description The event's type, as in the body. */
                "Storefront-Event-Type": "order.paid" | "order.fulfilled" | "order.refunded" | "order.cancelled" | "subscription.renewed" | "subscription.past_due" | "subscription.cancelled" | "message.received" | "form.submitted" | "ticket.checked_in" | "settings.updated";
                /** @description This delivery (one per endpoint and event), as in the deliveries log. */
                "Storefront-Delivery-Id": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MessageReceivedWebhook"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_form_submitted: {
        parameters: {
            query?: never;
            header: {
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256>`; several `v1` while a secret is being rotated. */
                "Storefront-Signature": string;
                /** @description The event's id, as in the body: deduplicate retries by it. */
                "Storefront-Event-Id": string;
                /** @description The event's type, as in the body. */
                "Storefront-Event-Type": "order.paid" | "order.fulfilled" | "order.refunded" | "order.cancelled" | "subscription.renewed" | "subscription.past_due" | "subscription.cancelled" | "message.received" | "form.submitted" | "ticket.checked_in" | "settings.updated";
                /** @description This delivery (one per endpoint and event), as in the deliveries log. */
                "Storefront-Delivery-Id": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FormSubmittedWebhook"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_ticket_checked_in: {
        parameters: {
            query?: never;
            header: {
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256>`; several `v1` while a secret is being rotated. */
                "Storefront-Signature": string;
                /** @description The event's id, as in the body: deduplicate retries by it. */
                "Storefront-Event-Id": string;
                /** @description The event's type, as in the body. */
                "Storefront-Event-Type": "order.paid" | "order.fulfilled" | "order.refunded" | "order.cancelled" | "subscription.renewed" | "subscription.past_due" | "subscription.cancelled" | "message.received" | "form.submitted" | "ticket.checked_in" | "settings.updated";
                /** @description This delivery (one per endpoint and event), as in the deliveries log. */
                "Storefront-Delivery-Id": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TicketCheckedInWebhook"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_settings_updated: {
        parameters: {
            query?: never;
            header: {
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256>`; several `v1` while a secret is being rotated. */
                "Storefront-Signature": string;
                /** @description The event's id, as in the body: deduplicate retries by it. */
                "Storefront-Event-Id": string;
                /** @description The event's type, as in the body. */
                "Storefront-Event-Type": "order.paid" | "order.fulfilled" | "order.refunded" | "order.cancelled" | "subscription.renewed" | "subscription.past_due" | "subscription.cancelled" | "message.received" | "form.submitted" | "ticket.checked_in" | "settings.updated";
                /** @description This delivery (one per endpoint and event), as in the deliveries log. */
                "Storefront-Delivery-Id": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SettingsUpdatedWebhook"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
