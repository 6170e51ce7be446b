const brands = [
    [/^4/, "visa"],
    [/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/, "mastercard"],
    [/^3[47]/, "amex"],
];
function base64url(text) {
    const bytes = new TextEncoder().encode(text);
    let binary = "";
    for (const byte of bytes)
        binary += String.fromCharCode(byte);
    return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}
/** The sandbox engine's token for `card`, bound to its payment setup: send it as the checkout's `payment.token`. */
export function sandboxCardToken({ setup, number = "4242424242424242", expMonth = 12, expYear = new Date().getFullYear() + 3, }) {
    const digits = number.replace(/\s+/g, "");
    const brand = brands.find(([pattern]) => pattern.test(digits))?.[1];
    if (!/^\d{15,16}$/.test(digits) || !brand)
        throw new Error(`Not a sandbox test card number: ${number}`);
    const nonce = Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, "0")).join("");
    const payload = { v: 1, setup, brand, last4: digits.slice(-4), expMonth, expYear, nonce };
    return `sbx_tok_${base64url(JSON.stringify(payload))}`;
}
