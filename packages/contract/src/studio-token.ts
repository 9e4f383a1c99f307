// The header that carries a studio launch token on every studio call. Never a cookie, so a demo
// session and a real-money session can be open side by side. Kept apart from the schemas so the
// browser's studio client can send it without loading zod.

export const STUDIO_TOKEN_HEADER = "x-studio-token";
