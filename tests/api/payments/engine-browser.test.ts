import { existsSync } from "node:fs";
import { chromium, type Browser } from "@playwright/test";
import { afterAll, describe, expect, it } from "vitest";
import { customerFor, fixtures } from "../../support/fixtures";
import { api, loginAs } from "../../support/http";

// The engine's mount() in a real browser: the storefront's use of it, without the storefront.
const chromiumPath = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) => p && existsSync(p));
let browser: Browser | undefined;
afterAll(async () => browser?.close());

describe.runIf(chromiumPath)("SandboxPayments.mount in a browser", () => {
  it("renders labelled card fields, refuses a card that is not a test card, then saves a good one; the card number never leaves the page", async () => {
    const token = await loginAs(customerFor("payments"));
    const setup = await api("POST", "/account/payments/sandbox/setup", { token, body: {} });
    expect(setup.status).toBe(200);
    const { identifier, engineUrl } = setup.body as { identifier: string; engineUrl: string };

    browser = await chromium.launch({ executablePath: chromiumPath, args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
    const page = await browser.newPage();
    const sent: string[] = [];
    page.on("request", (r) => sent.push(`${r.url()} ${r.postData() ?? ""}`));
    await page.goto(`${fixtures().baseUrl}/`);
    await page.evaluate(() => {
      const form = document.createElement("form");
      form.id = "checkout";
      form.innerHTML = '<div id="card"></div>';
      document.body.appendChild(form);
    });
    await page.addScriptTag({ url: engineUrl });
    await page.evaluate(
      ({ identifier, token }) => {
        const w = window as unknown as {
          SandboxPayments: { mount: (el: string, o: unknown) => unknown };
          result?: unknown;
          failure?: unknown;
        };
        w.SandboxPayments.mount("#card", {
          identifier,
          accountToken: token,
          onComplete: (method: unknown) => (w.result = method),
          onError: (error: { code: string }) => (w.failure = error.code),
        });
      },
      { identifier, token },
    );

    const number = page.getByLabel("Card number");
    const expiry = page.getByLabel("Expiry date (MM / YY)");
    const cvc = page.getByLabel("Security code (CVC)");
    for (const input of [number, expiry, cvc]) expect(await input.getAttribute("name")).toBeNull();
    const year = String(new Date().getFullYear() + 2).slice(2);

    await number.fill("4111111111111111");
    await expiry.fill(`12${year}`);
    await expect.poll(() => expiry.inputValue()).toBe(`12 / ${year}`);
    await cvc.fill("123");
    await page.getByRole("button", { name: "Save card" }).click();
    await expect
      .poll(() => page.locator("#card").getByRole("alert").textContent())
      .toBe("This is the sandbox payment provider: use a test card such as 4242 4242 4242 4242.");
    expect(await number.getAttribute("aria-invalid")).toBe("true");
    expect(await page.evaluate(() => (window as unknown as { failure?: string }).failure)).toBe("test_card_required");

    await number.fill("4242424242424242");
    expect(await number.inputValue()).toBe("4242 4242 4242 4242");
    await page.getByRole("button", { name: "Save card" }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { result?: unknown }).result), { timeout: 10_000 }).toBeTruthy();
    const method = await page.evaluate(() => (window as unknown as { result: Record<string, unknown> }).result);
    expect(method).toMatchObject({ provider: "sandbox", paymentMethod: "card", cardType: "visa", cardLast4: "4242", cardExpMonth: 12 });
    expect(await number.inputValue()).toBe("");

    const listed = await api("GET", "/account/payments/methods", { token });
    expect(listed.body.map((m: { id: string }) => m.id)).toContain(method.id);
    expect(sent.some((s) => s.includes(`/setups/${identifier}/complete`))).toBe(true);
    for (const s of sent) {
      expect(s).not.toContain("4242424242424242");
      expect(s).not.toContain("4242 4242 4242 4242");
      expect(s).not.toMatch(/"cvc"/);
    }
  });
});
