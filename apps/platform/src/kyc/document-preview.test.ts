import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditRows, signedInOperator } from "../operators/operator-test-helpers.ts";
import { call, signUp } from "../test/identity-helpers.ts";
import { createTestApp, type TestDatabase } from "../test/test-app.ts";
import { INLINE_FILE_CSP } from "./download.ts";
import { TINY_PDF, uploadDocument } from "./kyc-test-helpers.ts";

// The back office's preview of a KYC document (a PDF in the browser's viewer, in a frame of the
// KYC review): the operator's file route answers it inline on request, framable by our own origin
// only, never as anything but the type its bytes were checked to be. A download stays an
// attachment that nothing may frame.

let tdb: TestDatabase;
let app: FastifyInstance;
let compliance: { cookie: string; id: number };
let documentId: number;

beforeAll(async () => {
  ({ testDb: tdb, app } = await createTestApp());
  compliance = await signedInOperator(app, tdb.database.db, "compliance");
  const player = await signUp(app);
  const upload = await uploadDocument(app, player.cookie, {
    type: "address",
    file: { name: "bill \u00e9t\u00e9.pdf", content: TINY_PDF, contentType: "application/pdf" },
  });
  expect(upload.statusCode, upload.body).toBe(201);
  documentId = (upload.json() as { id: number }).id;
});
afterAll(() => tdb.close());

const fileOf = (query: string) =>
  call(app, "GET", `/api/operator/kyc/documents/${documentId}/file${query}`, { cookie: compliance.cookie });

describe("GET /api/operator/kyc/documents/{id}/file", () => {
  it("answers a download as an attachment nothing may frame", async () => {
    const response = await fileOf("");
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(TINY_PDF)).toBe(true);
    expect(response.headers).toMatchObject({
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="bill _t_.pdf"; filename*=UTF-8''bill%20%C3%A9t%C3%A9.pdf`,
      "x-content-type-options": "nosniff",
      "cache-control": "no-store",
      "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
    });
  });

  it("answers `disposition=inline` for the preview: framable by our origin only, loading and running nothing", async () => {
    const response = await fileOf("?disposition=inline");
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(TINY_PDF)).toBe(true);
    expect(response.headers).toMatchObject({
      "content-type": "application/pdf",
      "content-disposition": `inline; filename="bill _t_.pdf"; filename*=UTF-8''bill%20%C3%A9t%C3%A9.pdf`,
      "x-content-type-options": "nosniff",
      "x-frame-options": "SAMEORIGIN",
      "cache-control": "no-store",
      "content-security-policy": INLINE_FILE_CSP,
    });
    expect(INLINE_FILE_CSP).toBe("default-src 'none'; object-src 'self'; frame-ancestors 'self'");
    // Who looked at it, and that it was viewed rather than downloaded, is in the audit log.
    const seen = await auditRows(tdb.database.db, { target: { type: "kyc_document", id: documentId } });
    expect(seen.map((row) => [row.action, row.details.viewed_inline ?? false])).toEqual([
      ["kyc.document_downloaded", false],
      ["kyc.document_downloaded", true],
    ]);
  });

  it("answers 422 for another disposition, and 401 without an operator", async () => {
    const bad = await fileOf("?disposition=render");
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(["disposition"]);
    const signedOut = await call(app, "GET", `/api/operator/kyc/documents/${documentId}/file?disposition=inline`);
    expect(signedOut.statusCode).toBe(401);
  });
});
