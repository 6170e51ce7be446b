// The sandbox gateway's client script, served by GET /api/v1/payments/sandbox/engine.js.
// Plain ES5-style browser JavaScript kept in a string (no template literals inside), so it is bundled
// with the server and needs no file at run time. Its browser API is documented in the header comment.

const source = String.raw`/*!
 * Sandbox Payments engine v1: the client script of Storefront's built-in "sandbox" payment gateway.
 * Served at {APP_URL}/api/v1/payments/sandbox/engine.js (the engineUrl of a sandbox payment setup).
 * It accepts TEST cards only and turns them into a token in the browser: the card number and the
 * security code never leave this page, and no server ever receives or stores them.
 *
 * Browser API: window.SandboxPayments
 *
 *   mount(target, options) -> { submit(): Promise<method>, unmount(): void }
 *     Renders labelled inputs "Card number", "Expiry date (MM / YY)", "Security code (CVC)", an error
 *     line (role=alert) and a "Save card" button into "target" (an Element or a CSS selector).
 *     The inputs carry no name attribute, so an enclosing <form> never submits card data.
 *     options: {
 *       identifier:   string   the setup's identifier (POST /account/payments/sandbox/setup)
 *       accountToken: string   the customer's account token (sent as Authorization: Bearer ...)
 *       onComplete?:  (method) => void   called with the saved payment method
 *       onError?:     (error)  => void   called with a SandboxPaymentsError
 *       apiBase?:     string   defaults to the API this script was served by (its own URL's /api/v1, else {APP_URL}/api/v1)
 *       submitLabel?: string   button text, default "Save card"
 *       hideSubmit?:  boolean  hide the button and call the handle's submit() yourself
 *     }
 *
 *   tokenize({ identifier, number, expMonth, expYear, cvc }) -> Promise<{ token, card }>
 *     Checks a test card (Luhn, brand, expiry in the future, CVC digits) and returns a token bound to
 *     the setup, plus card = { brand, last4, expMonth, expYear }. expYear may be 2 or 4 digits.
 *
 *   complete({ identifier, token, accountToken, apiBase? }) -> Promise<method>
 *     POST {apiBase}/account/payments/sandbox/setups/{identifier}/complete with { token }; resolves
 *     with the saved method { id, provider, paymentMethod, providerId, cardType, cardLast4,
 *     cardExpMonth, cardExpYear, default, subscriptionId }.
 *
 *   testCards: the accepted numbers and what they do when charged (all of them tokenise and save; the
 *   declining ones are refused when the store charges or refunds them, as a real provider's are).
 *
 *   mount(target, { identifier, accountToken?, mode?, onComplete?, onToken?, onError?, submitLabel?, hideSubmit? })
 *     mode "token" (a guest's checkout): submit() resolves with { token, card } and saves nothing; the
 *     token goes to POST /checkout with the order.
 *
 *   Errors are SandboxPaymentsError { name, code, message, field?, status? } with code one of:
 *   invalid_number, unsupported_card, test_card_required, invalid_expiry, expired_card, invalid_cvc,
 *   card_declined, insufficient_funds, missing_setup, setup_failed (the server refused: status and
 *   its message), network_error.
 */
(function (global) {
  "use strict";
  if (global.SandboxPayments && global.SandboxPayments.version) return;

  // The API this script was served by: the origin and path it was loaded from (a store on a domain of its own loads it
  // there, and its pages may only connect to their own origin), else the API base baked in when it was served.
  function servedFrom() {
    var script = typeof document !== "undefined" ? document.currentScript : null;
    if (!script || !script.src) return null;
    var url = new URL(script.src);
    var at = url.pathname.indexOf("/api/v1/");
    return at >= 0 ? url.origin + url.pathname.slice(0, at) + "/api/v1" : null;
  }
  var DEFAULT_API_BASE = servedFrom() || __API_BASE__;

  var testCards = [
    { number: "4242424242424242", brand: "visa", outcome: "success" },
    { number: "4000056655665556", brand: "visa", outcome: "success" },
    { number: "5555555555554444", brand: "mastercard", outcome: "success" },
    { number: "2223003122003222", brand: "mastercard", outcome: "success" },
    { number: "378282246310005", brand: "amex", outcome: "success" },
    // These tokenise and save like any card (as a real provider's test cards do) and misbehave when money moves.
    { number: "4000000000000002", brand: "visa", outcome: "card_declined" },
    { number: "4000000000009995", brand: "visa", outcome: "insufficient_funds" },
    { number: "4000000000000069", brand: "visa", outcome: "expired_card" },
    { number: "4000000000000341", brand: "visa", outcome: "declines_every_charge" },
    { number: "4000000000005126", brand: "visa", outcome: "refund_declined" }
  ];

  var messages = {
    invalid_number: "Enter a valid card number.",
    unsupported_card: "This card brand is not supported.",
    test_card_required: "This is the sandbox payment provider: use a test card such as 4242 4242 4242 4242.",
    invalid_expiry: "Enter a valid expiry date in the future.",
    expired_card: "Your card has expired.",
    invalid_cvc: "Enter the card's security code.",
    card_declined: "Your card was declined.",
    insufficient_funds: "Your card has insufficient funds.",
    missing_setup: "The payment setup identifier is missing.",
    network_error: "The card could not be saved. Check your connection and try again."
  };

  function SandboxPaymentsError(code, message, field, status) {
    this.name = "SandboxPaymentsError";
    this.code = code;
    this.message = message || messages[code] || code;
    if (field) this.field = field;
    if (status) this.status = status;
  }
  SandboxPaymentsError.prototype = Object.create(Error.prototype);
  SandboxPaymentsError.prototype.constructor = SandboxPaymentsError;

  function fail(code, field) {
    return new SandboxPaymentsError(code, messages[code], field);
  }

  function digitsOf(value) {
    return String(value == null ? "" : value).replace(/[\s-]/g, "");
  }

  function luhn(number) {
    var sum = 0;
    var double = false;
    for (var i = number.length - 1; i >= 0; i--) {
      var d = number.charCodeAt(i) - 48;
      if (double) {
        d *= 2;
        if (d > 9) d -= 9;
      }
      sum += d;
      double = !double;
    }
    return sum % 10 === 0;
  }

  function brandOf(number) {
    if (/^4/.test(number)) return "visa";
    if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(number)) return "mastercard";
    if (/^3[47]/.test(number)) return "amex";
    return null;
  }

  function randomNonce() {
    var bytes = new Uint8Array(16);
    global.crypto.getRandomValues(bytes);
    var out = "";
    for (var i = 0; i < bytes.length; i++) out += ("0" + bytes[i].toString(16)).slice(-2);
    return out;
  }

  function base64url(text) {
    return global.btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  }

  /** Validates a test card and returns { token, card } (synchronously; tokenize wraps it in a promise). */
  function tokenizeNow(input) {
    input = input || {};
    var identifier = String(input.identifier || "");
    if (!identifier) throw fail("missing_setup");
    var number = digitsOf(input.number);
    if (!/^\d{12,19}$/.test(number) || !luhn(number)) throw fail("invalid_number", "number");
    var brand = brandOf(number);
    if (!brand) throw fail("unsupported_card", "number");
    var known = null;
    for (var i = 0; i < testCards.length; i++) if (testCards[i].number === number) known = testCards[i];
    if (!known) throw fail("test_card_required", "number");
    var month = parseInt(String(input.expMonth), 10);
    var year = parseInt(String(input.expYear), 10);
    if (!/^\d{1,2}$/.test(String(input.expMonth).trim()) || !(month >= 1 && month <= 12)) throw fail("invalid_expiry", "expiry");
    if (!/^(\d{2}|\d{4})$/.test(String(input.expYear).trim())) throw fail("invalid_expiry", "expiry");
    if (year < 100) year += 2000;
    var now = new Date();
    var endOfExpiryMonth = new Date(year, month, 1);
    if (endOfExpiryMonth.getTime() <= now.getTime() || year > now.getFullYear() + 20) throw fail("invalid_expiry", "expiry");
    var cvc = String(input.cvc == null ? "" : input.cvc).trim();
    if (!(brand === "amex" ? /^\d{4}$/ : /^\d{3}$/).test(cvc)) throw fail("invalid_cvc", "cvc");
    var card = { brand: brand, last4: number.slice(-4), expMonth: month, expYear: year };
    var payload = { v: 1, setup: identifier, brand: card.brand, last4: card.last4, expMonth: month, expYear: year, nonce: randomNonce() };
    return { token: "sbx_tok_" + base64url(JSON.stringify(payload)), card: card };
  }

  function tokenize(input) {
    return new Promise(function (resolve) {
      resolve(tokenizeNow(input));
    });
  }

  function complete(options) {
    options = options || {};
    var base = String(options.apiBase || DEFAULT_API_BASE).replace(/\/+$/, "");
    if (!options.identifier) return Promise.reject(fail("missing_setup"));
    var url = base + "/account/payments/sandbox/setups/" + encodeURIComponent(options.identifier) + "/complete";
    return global
      .fetch(url, {
        method: "POST",
        headers: {
          accept: "application/json",
          "content-type": "application/json",
          authorization: "Bearer " + String(options.accountToken || "")
        },
        body: JSON.stringify({ token: options.token })
      })
      .then(
        function (res) {
          return res.text().then(function (text) {
            var body = null;
            try { body = text ? JSON.parse(text) : null; } catch (e) { body = null; }
            if (!res.ok) {
              var message = (body && (body.message || body.error)) || "The card could not be saved.";
              throw new SandboxPaymentsError("setup_failed", message, undefined, res.status);
            }
            return body;
          });
        },
        function () {
          throw fail("network_error");
        }
      );
  }

  var mounted = 0;
  var styled = false;

  function addStyles(doc) {
    if (styled) return;
    styled = true;
    var style = doc.createElement("style");
    style.setAttribute("data-sandbox-payments", "");
    // :where() keeps these at zero specificity, so any storefront rule on .sbx-* wins.
    style.textContent =
      ":where(.sbx-payments){display:grid;gap:.75rem;font:inherit}" +
      ":where(.sbx-payments .sbx-row){display:grid;grid-template-columns:1fr 1fr;gap:.75rem}" +
      ":where(.sbx-payments label){display:block;font-weight:600;margin-bottom:.25rem}" +
      ":where(.sbx-payments input){display:block;width:100%;box-sizing:border-box;padding:.5rem;font:inherit;border:1px solid #767676;border-radius:4px}" +
      ":where(.sbx-payments input[aria-invalid=true]){border-color:#b3261e}" +
      ":where(.sbx-payments .sbx-error){color:#b3261e;margin:0;min-height:1.5em}" +
      ":where(.sbx-payments .sbx-note){color:#4a4a4a;font-size:.875em;margin:0}" +
      ":where(.sbx-payments .sbx-submit){padding:.6rem 1rem;font:inherit;cursor:pointer}";
    (doc.head || doc.documentElement).appendChild(style);
  }

  function field(doc, id, labelText, attrs) {
    var wrap = doc.createElement("div");
    wrap.className = "sbx-field";
    var label = doc.createElement("label");
    label.setAttribute("for", id);
    label.textContent = labelText;
    var input = doc.createElement("input");
    input.id = id;
    input.type = "text";
    input.setAttribute("spellcheck", "false");
    for (var k in attrs) if (Object.prototype.hasOwnProperty.call(attrs, k)) input.setAttribute(k, attrs[k]);
    wrap.appendChild(label);
    wrap.appendChild(input);
    return { wrap: wrap, input: input };
  }

  function mount(target, options) {
    options = options || {};
    var doc = global.document;
    var root = typeof target === "string" ? doc.querySelector(target) : target;
    if (!root) throw new SandboxPaymentsError("mount_failed", "SandboxPayments.mount: no element to mount into.");
    addStyles(doc);
    var id = "sbx-" + ++mounted;
    var container = doc.createElement("div");
    container.className = "sbx-payments";
    container.setAttribute("role", "group");
    container.setAttribute("aria-label", "Card details");
    var errorId = id + "-error";
    var number = field(doc, id + "-number", "Card number", { inputmode: "numeric", autocomplete: "cc-number", placeholder: "1234 1234 1234 1234", maxlength: "23", "aria-describedby": errorId });
    var expiry = field(doc, id + "-expiry", "Expiry date (MM / YY)", { inputmode: "numeric", autocomplete: "cc-exp", placeholder: "MM / YY", maxlength: "7", "aria-describedby": errorId });
    var cvc = field(doc, id + "-cvc", "Security code (CVC)", { inputmode: "numeric", autocomplete: "cc-csc", placeholder: "123", maxlength: "4", "aria-describedby": errorId });
    var row = doc.createElement("div");
    row.className = "sbx-row";
    row.appendChild(expiry.wrap);
    row.appendChild(cvc.wrap);
    var error = doc.createElement("p");
    error.id = errorId;
    error.className = "sbx-error";
    error.setAttribute("role", "alert");
    var button = doc.createElement("button");
    button.type = "button";
    button.className = "sbx-submit";
    button.textContent = options.submitLabel || "Save card";
    if (options.hideSubmit) button.hidden = true;
    var note = doc.createElement("p");
    note.className = "sbx-note";
    note.textContent = "Sandbox payments: use test card 4242 4242 4242 4242, any future expiry date and any 3-digit CVC.";
    container.appendChild(number.wrap);
    container.appendChild(row);
    container.appendChild(error);
    container.appendChild(button);
    container.appendChild(note);
    root.appendChild(container);

    var inputs = { number: number.input, expiry: expiry.input, cvc: cvc.input };
    var busy = false;

    function showError(err) {
      error.textContent = err.message;
      for (var k in inputs) inputs[k].removeAttribute("aria-invalid");
      if (err.field && inputs[err.field]) {
        inputs[err.field].setAttribute("aria-invalid", "true");
        inputs[err.field].focus();
      }
    }

    number.input.addEventListener("input", function () {
      var d = number.input.value.replace(/\D/g, "").slice(0, 19);
      var formatted = d.replace(/(\d{4})(?=\d)/g, "$1 ");
      if (formatted !== number.input.value) number.input.value = formatted;
    });
    expiry.input.addEventListener("input", function () {
      var d = expiry.input.value.replace(/\D/g, "").slice(0, 4);
      var formatted = d.length > 2 ? d.slice(0, 2) + " / " + d.slice(2) : d;
      if (formatted !== expiry.input.value) expiry.input.value = formatted;
    });

    function submit() {
      if (busy) return Promise.reject(new SandboxPaymentsError("busy", "The card is already being saved."));
      busy = true;
      button.disabled = true;
      container.setAttribute("aria-busy", "true");
      error.textContent = "";
      var exp = expiry.input.value.match(/^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/) || [];
      var result;
      try {
        result = tokenizeNow({ identifier: options.identifier, number: number.input.value, expMonth: exp[1] || "", expYear: exp[2] || "", cvc: cvc.input.value });
      } catch (err) {
        result = null;
        busy = false;
        button.disabled = false;
        container.removeAttribute("aria-busy");
        showError(err);
        if (options.onError) options.onError(err);
        return Promise.reject(err);
      }
      if (options.mode === "token") {
        busy = false;
        container.removeAttribute("aria-busy");
        button.disabled = false;
        if (options.onToken) options.onToken(result);
        return Promise.resolve(result);
      }
      return complete({ identifier: options.identifier, token: result.token, accountToken: options.accountToken, apiBase: options.apiBase }).then(
        function (method) {
          busy = false;
          container.removeAttribute("aria-busy");
          // The card is saved: clear the fields, they are of no further use here.
          number.input.value = "";
          expiry.input.value = "";
          cvc.input.value = "";
          button.disabled = true;
          if (options.onComplete) options.onComplete(method);
          return method;
        },
        function (err) {
          busy = false;
          button.disabled = false;
          container.removeAttribute("aria-busy");
          showError(err);
          if (options.onError) options.onError(err);
          throw err;
        }
      );
    }

    button.addEventListener("click", function () {
      submit().catch(function () {});
    });

    return {
      submit: submit,
      unmount: function () {
        if (container.parentNode) container.parentNode.removeChild(container);
      }
    };
  }

  global.SandboxPayments = {
    version: "1",
    testCards: testCards.map(function (c) { return { number: c.number, brand: c.brand, outcome: c.outcome }; }),
    tokenize: tokenize,
    complete: complete,
    mount: mount,
    SandboxPaymentsError: SandboxPaymentsError
  };
})(typeof window !== "undefined" ? window : globalThis);
`;

/** The script with the API base it calls baked in (from APP_URL, never from request headers). */
export function sandboxEngineScript({ apiBase }: { apiBase: string }): string {
  return source.replace("__API_BASE__", () => JSON.stringify(apiBase));
}
