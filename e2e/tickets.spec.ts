import { mailDomain } from "../tests/support/fixtures";
import { operatorToken } from "../tests/support/operator-tokens";
import { linksIn, waitForMail } from "../tests/support/mail";
import { checkPage, customerFor, expect, fixtures, pageProblems, signIn, test, watchPage } from "./support/storefront";

test.use({ ownStore: true });

/**
 * On a phone: a customer picks a date and two Standard tickets on the event page (seats left read live), sees the
 * hold in the cart, pays, finds the tickets with their QR codes under Account → Tickets, and the door page checks
 * one in (once: a second scan is refused).
 */
test("buy two tickets on a phone, show them, and check one in at the door", async ({ browser, request }) => {
  const customer = customerFor("tickets-e2e");
  const operator = await operatorToken(fixtures().demo.tenantId);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await watchPage(page);

  // A date of this test's own, six seats.
  const start = new Date(Date.now() + 500 * 86_400_000);
  start.setUTCHours(18, 30, 0, 0);
  const created = await request.post("/api/v1/operator/events/roastery-tour/occurrences", {
    headers: { authorization: `Bearer ${operator}` },
    data: { startsAt: start.toISOString(), endsAt: new Date(start.getTime() + 7_200_000).toISOString(), capacity: 6 },
  });
  expect(created.status()).toBe(201);
  const occurrenceId = ((await created.json()) as { data: { id: string } }).data.id;

  await signIn(page, customer);
  await page.goto("/events/roastery-tour");
  const picker = page.getByRole("group", { name: "Tickets" });
  const date = picker.locator(`input[name="occurrence"][value="${occurrenceId}"]`);
  await date.check();
  const dateChoice = picker.getByTestId("occurrence-choice").filter({ has: page.locator(`input[value="${occurrenceId}"]`) });
  await expect(dateChoice.getByTestId("places-left")).toContainText("6 places left");
  await picker.getByRole("radio", { name: /Standard/ }).check();
  await picker.getByRole("button", { name: "Increase tickets" }).click();
  await expect(picker.getByTestId("quantity-value")).toHaveText("2");
  await checkPage(page, "event-tickets-phone");
  await picker.getByTestId("hold-tickets").click();
  await expect(page.getByTestId("tickets-held")).toContainText("Held 2 × Standard");
  await expect(dateChoice.getByTestId("places-left")).toContainText("4 places left");
  await expect(page.getByTestId("cart-link")).toHaveAccessibleName("Cart, 2 items");

  await page.goto("/cart");
  const line = page.getByTestId("cart-ticket-line");
  await expect(line).toContainText("Roastery Tour");
  await expect(line).toContainText("2 × Standard, £12.00 each");
  await expect(line.getByTestId("hold-note")).toContainText("Seats held for you until");
  await expect(page.getByTestId("cart-shipping")).toHaveText("Free");
  await expect(page.getByTestId("cart-total")).toHaveText("£24.00");
  await checkPage(page, "cart-tickets-phone");

  await page.getByTestId("checkout-link").click();
  await page.waitForURL("**/checkout");
  await expect(page.getByTestId("checkout-total")).toHaveText("£24.00");
  await page.getByTestId("place-order").click();
  await page.waitForURL("**/checkout/confirmation/**");
  const tickets = page.getByTestId("order-tickets").getByTestId("ticket");
  await expect(tickets).toHaveCount(2);
  await checkPage(page, "confirmation-tickets-phone");

  await page.goto("/account/tickets");
  await expect(page.getByRole("heading", { level: 1, name: "Tickets" })).toBeVisible();
  const mine = page.getByTestId("ticket").filter({ hasText: "Roastery Tour" });
  await expect(mine.first().locator(".ticket-qr svg")).toBeVisible();
  await checkPage(page, "account-tickets-phone");
  // Beside the QR code, a short code to read out at the door.
  await expect(mine.first().getByTestId("ticket-short-code")).toHaveText(/^[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/);
  const codes = await page.getByTestId("ticket-code").allTextContents();
  const code = codes.find((c) => c.startsWith("TK-"));
  expect(code).toBeTruthy();

  // The door (another phone): a staff member signed in to the back office checks the code in at /admin/door.
  const door = await context.newPage();
  await watchPage(door);
  await door.goto("/admin/login");
  await door.getByLabel("E-mail").fill(`support@${mailDomain()}`);
  await door.getByLabel("Password").fill("Storefront-demo-1");
  await door.getByRole("button", { name: "Sign in" }).click();
  await expect(door.getByRole("heading", { level: 1 })).toContainText("Good to see you");
  await door.goto("/admin/door");
  const checkIn = door.getByRole("form", { name: "Check a ticket in" });
  await checkIn.getByLabel("Ticket code").fill(code!);
  await checkIn.getByRole("button", { name: "Check in" }).click();
  await expect(checkIn.getByRole("status")).toContainText("Checked in:");
  await expect(checkIn.getByRole("status")).toContainText("Roastery Tour");
  // Focus stays on the code field, ready for the next scan.
  await expect(checkIn.getByLabel("Ticket code")).toBeFocused();
  await checkPage(door, "admin-door-phone");
  // A second scan, at the token-operated door page, is refused.
  await door.goto("/door");
  await door.getByLabel("Operator token").fill(operator);
  await door.getByLabel("Ticket code").fill(code!);
  await door.getByTestId("check-in").click();
  await expect(door.getByTestId("door-result")).toContainText("Do not admit. This ticket was already checked in at");
  await expect(door.getByLabel("Ticket code")).toBeFocused();
  await checkPage(door, "door-phone");

  await page.reload();
  await expect(page.getByTestId("ticket-status").filter({ hasText: "Checked in" })).toHaveCount(1);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  for (const p of [page, door]) expect(pageProblems(p), "the pages reported problems").toEqual([]);
  await context.close();
});

/**
 * On a desktop, signed out: a sold-out date offers its waitlist; the shopper joins and confirms the e-mail through the
 * join mail's link, the held seat is given back, the offer mail's link opens the event page with the seat kept, and it goes into the cart.
 */
test("join a sold-out date's waitlist and book the seat from the offer's link", async ({ browser, request }) => {
  const operator = await operatorToken(fixtures().demo.tenantId);
  const apiToken = fixtures().demo.apiToken;
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await watchPage(page);
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });

  // A date of this test's own, one seat, held by someone else's cart.
  const start = new Date(Date.now() + 520 * 86_400_000);
  start.setUTCHours(11, 0, 0, 0);
  const created = await request.post("/api/v1/operator/events/roastery-tour/occurrences", {
    headers: auth(operator),
    data: { startsAt: start.toISOString(), endsAt: new Date(start.getTime() + 7_200_000).toISOString(), capacity: 1 },
  });
  const occurrenceId = ((await created.json()) as { data: { id: string } }).data.id;
  const cart = (await (await request.post("/api/v1/carts", { headers: auth(apiToken), data: { market: "GB" } })).json()) as {
    data: { id: string };
  };
  const standard = (await (await request.get("/api/v1/events/roastery-tour?market=GB", { headers: auth(apiToken) })).json()) as {
    data: { tickets: { id: string; name: string }[] };
  };
  const held = await request.post(`/api/v1/carts/${cart.data.id}/tickets`, {
    headers: auth(apiToken),
    data: { occurrenceId, ticketTypeId: standard.data.tickets.find((t) => t.name === "Standard")!.id, quantity: 1 },
  });
  const line = ((await held.json()) as { data: { ticketLines: { id: string }[] } }).data.ticketLines[0]!.id;

  await page.goto("/events/roastery-tour");
  const picker = page.getByRole("group", { name: "Tickets" });
  await picker.locator(`input[name="occurrence"][value="${occurrenceId}"]`).check();
  const waitlist = picker.getByTestId("waitlist");
  await expect(waitlist).toContainText("is sold out");
  const email = `waitlist-e2e-${Date.now()}@example.com`;
  // A refused e-mail: focus goes to the field, which says why.
  await waitlist.getByLabel("E-mail").fill("not-an-address");
  await waitlist.getByTestId("join-waitlist").click();
  await expect(waitlist.getByLabel("E-mail")).toBeFocused();
  await expect(waitlist.getByLabel("E-mail")).toHaveAttribute("aria-invalid", "true");
  await waitlist.getByLabel("E-mail").fill(email);
  await waitlist.getByTestId("join-waitlist").click();
  await expect(page.getByTestId("waitlist-joined")).toContainText("You are number 1 in line");
  await checkPage(page, "event-waitlist-desktop");

  // The place counts once the e-mail is confirmed: the join's mail links back to the event page, which confirms it.
  const confirmation = await waitForMail({ to: email, subject: /Confirm your place on the waitlist/ });
  const confirmLink = new URL(linksIn(confirmation).find((l) => l.includes("confirm="))!);
  await page.goto(confirmLink.pathname + confirmLink.search);
  await expect(page.getByTestId("waitlist-confirmed")).toContainText("You are number 1 in line");

  // The seat comes free: the offer's mail links back to the event page with the seat kept.
  expect((await request.delete(`/api/v1/carts/${cart.data.id}/tickets/${line}`, { headers: auth(apiToken) })).status()).toBe(200);
  const mail = await waitForMail({ to: email, subject: /are yours to book/ });
  const link = new URL(linksIn(mail).find((l) => l.includes("offer="))!);
  await page.goto(link.pathname + link.search);
  await expect(page.getByTestId("waitlist-offer")).toContainText("kept for you from the waitlist");
  await page.getByRole("group", { name: "Tickets" }).getByTestId("hold-tickets").click();
  await expect(page.getByTestId("tickets-held")).toContainText("Held 1 × Standard");
  await expect(page.getByTestId("cart-link")).toHaveAccessibleName("Cart, 1 item");
  expect(pageProblems(page), "the page reported problems").toEqual([]);
  await context.close();
});
