import type { PlayerDocument } from "@croupier/contract/schemas/kyc";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../db/database.ts";
import { auditRows, signedInOperator } from "../operators/operator-test-helpers.ts";
import { depositedPlayer } from "../payments/payment-test-helpers.ts";
import { call, signUp, waitForMailTo } from "../test/identity-helpers.ts";
import { MANY_SIGN_UPS, type MailingTestApp, startMailingTestApp, stopMailingTestApp } from "../test/test-app.ts";
import { TINY_PDF, TINY_PNG, uploadDocument, uploadedDocument } from "./kyc-test-helpers.ts";

// KYC documents end to end over the API: the player's upload, list, download and delete; the
// compliance team's queue and decisions, audited and mailed; and the large withdrawal that waits
// for a verified player.

let t: MailingTestApp;
let compliance: { cookie: string; id: number };
let support: { cookie: string; id: number };

const MAX_BYTES = 4096;

beforeAll(async () => {
  t = await startMailingTestApp({
    ...MANY_SIGN_UPS,
    SIGN_IN_RATE_LIMIT_IP: "1000",
    KYC_DOCUMENT_MAX_BYTES: String(MAX_BYTES),
    KYC_DOCUMENTS_PER_PLAYER: "4",
    KYC_WITHDRAWAL_THRESHOLD_CENTS: "5000,USD:100000",
    // The review mails' retry job runs every second here (a minute by default).
    MAIL_RETRY_INTERVAL_MS: "1000",
  });
  compliance = await signedInOperator(t.app, t.testDb.database.db, "compliance");
  support = await signedInOperator(t.app, t.testDb.database.db, "support");
});
afterAll(() => stopMailingTestApp(t));

const listDocuments = async (cookie: string) => {
  const response = await call(t.app, "GET", "/api/player/documents", { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PlayerDocument[];
};
async function mailStatusOf(id: number): Promise<string | undefined> {
  const result = await t.testDb.database.db.execute(sql`select mail_status from kyc_documents where id = ${id}`);
  return rowsOf<{ mail_status: string }>(result)[0]?.mail_status;
}

const approve = (cookie: string, id: number) =>
  call(t.app, "POST", `/api/operator/kyc/documents/${id}/approve`, { cookie });
const reject = (cookie: string, id: number, reason: unknown) =>
  call(t.app, "POST", `/api/operator/kyc/documents/${id}/reject`, { cookie, payload: { reason } });

describe("POST /api/player/documents", () => {
  it("stores a PNG pending review; the player lists and downloads it, another player cannot", async () => {
    const player = await signUp(t.app);
    const response = await uploadDocument(t.app, player.cookie, {
      type: "identity",
      description: "  Passport, first page ",
      file: { name: "C:\\scans\\pass\u0007port.jpeg", content: TINY_PNG, contentType: "image/jpeg" },
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json() as PlayerDocument;
    // The type comes from the bytes: the name's extension is the one of what was found.
    expect(created).toMatchObject({
      document_type: "identity",
      status: "pending",
      reason: null,
      description: "Passport, first page",
      file_name: "passport.png",
    });
    expect(await listDocuments(player.cookie)).toEqual([created]);

    const file = await call(t.app, "GET", `/api/player/documents/${created.id}/file`, { cookie: player.cookie });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(TINY_PNG)).toBe(true);
    expect(file.headers["content-type"]).toBe("image/png");
    expect(file.headers["content-disposition"]).toMatch(/^attachment; filename="passport.png"/);
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    expect(file.headers["cache-control"]).toBe("no-store");

    const stranger = await signUp(t.app);
    expect(
      (await call(t.app, "GET", `/api/player/documents/${created.id}/file`, { cookie: stranger.cookie })).statusCode,
    ).toBe(404);
    expect(await listDocuments(stranger.cookie)).toEqual([]);
    expect((await call(t.app, "GET", "/api/player/documents")).statusCode).toBe(401);
  });

  it("accepts a PDF and refuses other types, empty and large files, and a missing type, field by field", async () => {
    const player = await signUp(t.app);
    const pdf = await uploadDocument(t.app, player.cookie, {
      type: "address",
      file: { name: "bill.pdf", content: TINY_PDF },
    });
    expect(pdf.statusCode, pdf.body).toBe(201);
    expect(pdf.json()).toMatchObject({ file_name: "bill.pdf", description: "" });

    const refusals: [Parameters<typeof uploadDocument>[2], Record<string, string[]>][] = [
      [
        { type: "identity", file: { name: "passport.png", content: Buffer.from("<html><script>alert(1)</script>") } },
        { attachment: ["Upload a PDF, JPEG or PNG file."] },
      ],
      [
        { type: "identity", file: { name: "empty.png", content: Buffer.alloc(0) } },
        { attachment: ["The file is empty."] },
      ],
      [
        { type: "identity", file: { name: "big.png", content: Buffer.concat([TINY_PNG, Buffer.alloc(MAX_BYTES)]) } },
        { attachment: ["The file is too large: at most 0.0 MB."] },
      ],
      [
        { type: "passport", file: { name: "a.png", content: TINY_PNG } },
        { document_type: ["Choose what the document shows."] },
      ],
      [
        { type: "identity", description: "x".repeat(501), file: { name: "a.png", content: TINY_PNG } },
        { description: ["Write at most 500 characters."] },
      ],
      [{ type: "identity" }, { attachment: ["Choose a file to upload."] }],
    ];
    for (const [parts, errors] of refusals) {
      const response = await uploadDocument(t.app, player.cookie, parts);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toEqual({ errors });
    }
    // Not multipart at all (a JSON body): the same field-level answer, nothing stored.
    const json = await call(t.app, "POST", "/api/player/documents", {
      cookie: player.cookie,
      payload: { document: { document_type: "identity" } },
    });
    expect(json.statusCode).toBe(422);
    expect(json.json()).toEqual({
      errors: { document_type: ["Choose what the document shows."], attachment: ["Choose a file to upload."] },
    });
    // In the player's language.
    const spanish = await uploadDocument(
      t.app,
      player.cookie,
      { type: "identity", file: { name: "a.gif", content: Buffer.from("GIF89a") } },
      { "accept-language": "es" },
    );
    expect(spanish.json()).toEqual({ errors: { attachment: ["Sube un archivo PDF, JPEG o PNG."] } });
    expect(await listDocuments(player.cookie)).toHaveLength(1);
  });

  it("takes a phone-camera-sized scan with the default limits (beyond BODY_LIMIT_BYTES for JSON)", async () => {
    const defaults = await t.testDb.buildApp({ ...MANY_SIGN_UPS });
    const player = await signUp(defaults);
    const scan = Buffer.concat([TINY_PNG, Buffer.alloc(3 * 1024 * 1024)]);
    const response = await uploadDocument(defaults, player.cookie, {
      type: "address",
      file: { name: "bill.png", content: scan },
    });
    expect(response.statusCode, response.body).toBe(201);
    const file = await call(defaults, "GET", `/api/player/documents/${response.json().id}/file`, {
      cookie: player.cookie,
    });
    expect(file.rawPayload.length).toBe(scan.length);
  });

  it("answers broken multipart bodies with a field-level 422, never a 5xx", async () => {
    const player = await signUp(t.app);
    const boundary = "xyz";
    const part = (name: string, value: string, file = "") =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file}\r\n\r\n${value}\r\n`;
    const bodies: [string, string | Buffer][] = [
      ["multipart/form-data", part("document[document_type]", "identity")],
      [`multipart/form-data; boundary=${boundary}`, "garbage without any boundary"],
      [`multipart/form-data; boundary=${boundary}`, part("document[document_type]", "identity").slice(0, 30)],
      [
        `multipart/form-data; boundary=${boundary}`,
        `${part("document[attachment]", "%PDF-1", '; filename="a.pdf"')}${part("document[attachment]", "%PDF-2", '; filename="b.pdf"')}--${boundary}--\r\n`,
      ],
      [
        `multipart/form-data; boundary=${boundary}`,
        `${part("document[description]", "x".repeat(20_000))}--${boundary}--\r\n`,
      ],
      [
        `multipart/form-data; boundary=${boundary}`,
        `${part("document[document_type]", "identity\u0000")}--${boundary}--\r\n`,
      ],
      [`multipart/form-data; boundary=${boundary}`, Buffer.alloc(0)],
    ];
    for (const [contentType, payload] of bodies) {
      const response = await call(t.app, "POST", "/api/player/documents", {
        cookie: player.cookie,
        payload,
        headers: { "content-type": contentType },
      });
      expect(response.statusCode, `${contentType}: ${response.body}`).toBe(422);
      expect(response.json().errors).toBeTypeOf("object");
    }
    expect(await listDocuments(player.cookie)).toEqual([]);
  });

  it("keeps at most KYC_DOCUMENTS_PER_PLAYER documents per player", async () => {
    const player = await signUp(t.app);
    for (let index = 0; index < 4; index++) await uploadedDocument(t.app, player.cookie);
    const fifth = await uploadDocument(t.app, player.cookie, {
      type: "identity",
      file: { name: "a.png", content: TINY_PNG },
    });
    expect(fifth.statusCode).toBe(422);
    expect(fifth.json()).toEqual({
      errors: { attachment: ["You have uploaded the most documents allowed (4). Contact support."] },
    });
  });
});

describe("DELETE /api/player/documents/{id}", () => {
  it("deletes a pending document, but not a reviewed one nor another player's", async () => {
    const player = await signUp(t.app);
    const pending = await uploadedDocument(t.app, player.cookie);
    const reviewed = await uploadedDocument(t.app, player.cookie, "address");
    expect((await approve(compliance.cookie, reviewed)).statusCode).toBe(200);

    const stranger = await signUp(t.app);
    expect(
      (await call(t.app, "DELETE", `/api/player/documents/${pending}`, { cookie: stranger.cookie })).statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, "DELETE", `/api/player/documents/${pending}`, { cookie: player.cookie })).statusCode,
    ).toBe(204);
    const refused = await call(t.app, "DELETE", `/api/player/documents/${reviewed}`, { cookie: player.cookie });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      errors: { base: ["This document has been reviewed and can no longer be deleted."] },
    });
    expect((await listDocuments(player.cookie)).map((document) => document.id)).toEqual([reviewed]);
  });
});

describe("the operators' review", () => {
  it("queues pending documents oldest first with the player; support reads, only compliance decides", async () => {
    const player = await signUp(t.app);
    const first = await uploadedDocument(t.app, player.cookie);
    const second = await uploadedDocument(t.app, player.cookie, "address");
    const queue = await call(t.app, "GET", `/api/operator/kyc/documents?status=pending&player_id=${player.id}`, {
      cookie: support.cookie,
    });
    expect(queue.statusCode, queue.body).toBe(200);
    const { data, pagination } = queue.json();
    expect(data.map((row: { id: number }) => row.id)).toEqual([first, second]);
    expect(data[0]).toMatchObject({
      player_id: player.id,
      player_email: player.email,
      player_verified: false,
      media_type: "image/png",
      size_bytes: TINY_PNG.length,
    });
    expect(pagination).toEqual({ page: 1, per_page: 20, total_count: 2 });

    const file = await call(t.app, "GET", `/api/operator/kyc/documents/${first}/file`, { cookie: support.cookie });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-disposition"]).toMatch(/^attachment;/);
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    expect((await auditRows(t.testDb.database.db, { target: { type: "kyc_document", id: first } }))[0]).toMatchObject({
      operator_id: support.id,
      action: "kyc.document_downloaded",
    });

    expect((await approve(support.cookie, first)).statusCode).toBe(403);
    expect((await call(t.app, "GET", "/api/operator/kyc/documents", { cookie: player.cookie })).statusCode).toBe(401);
  });

  it("approves and rejects with a reason: audited before and after, mailed, shown to the player", async () => {
    const player = await signUp(t.app);
    const identity = await uploadedDocument(t.app, player.cookie, "identity");
    const address = await uploadedDocument(t.app, player.cookie, "address");

    const rejected = await reject(compliance.cookie, address, "The bill is older than three months.");
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ status: "rejected", reason: "The bill is older than three months." });
    const [audit] = await auditRows(t.testDb.database.db, { target: { type: "kyc_document", id: address } });
    expect(audit).toMatchObject({
      operator_id: compliance.id,
      action: "kyc.document_rejected",
      details: {
        player_id: player.id,
        reason: "The bill is older than three months.",
        before: { status: "pending", reason: null, player_verified: false },
        after: { status: "rejected", reason: "The bill is older than three months.", player_verified: false },
      },
    });
    const rejectionMail = await waitForMailTo(t.smtp, player.email, /not accepted/);
    expect(rejectionMail.text).toContain("The bill is older than three months.");
    expect((await listDocuments(player.cookie)).find((row) => row.id === address)).toMatchObject({
      status: "rejected",
      reason: "The bill is older than three months.",
    });
    // Decided once: a second decision is refused, and an empty reason is a field error.
    expect((await approve(compliance.cookie, address)).statusCode).toBe(422);
    expect((await reject(compliance.cookie, identity, " ")).json()).toEqual({ errors: { reason: expect.any(Array) } });

    expect((await approve(compliance.cookie, identity)).json()).toMatchObject({ status: "approved", reason: null });
    await waitForMailTo(t.smtp, player.email, /approved/);
    const newAddress = await uploadedDocument(t.app, player.cookie, "address");
    const approved = await approve(compliance.cookie, newAddress);
    expect(approved.json()).toMatchObject({ status: "approved", player_verified: true });
    const verifiedMail = await waitForMailTo(t.smtp, player.email, /approved/, 1);
    expect(verifiedMail.text).toContain("Your account is now verified.");
    const [approval] = await auditRows(t.testDb.database.db, { target: { type: "kyc_document", id: newAddress } });
    expect(approval?.details).toMatchObject({
      before: { status: "pending", player_verified: false },
      after: { status: "approved", player_verified: true },
    });
    const me = await call(t.app, "GET", "/api/player", { cookie: player.cookie });
    expect(me.json()).toMatchObject({ verified: true });
  });

  it("records the review mail as sent, and the retry job sends one still due", async () => {
    const player = await signUp(t.app);
    const id = await uploadedDocument(t.app, player.cookie);
    await approve(compliance.cookie, id);
    await waitForMailTo(t.smtp, player.email, /approved/);
    await expect.poll(() => mailStatusOf(id)).toBe("sent");
    // As if the mail server had refused the first attempt: due again, sent by the job.
    await t.testDb.database.db.execute(
      sql`update kyc_documents set mail_status = 'pending', mail_next_at = now() - interval '1 second' where id = ${id}`,
    );
    await waitForMailTo(t.smtp, player.email, /approved/, 1);
    await expect.poll(() => mailStatusOf(id)).toBe("sent");
  });

  it("mails the player in their own language", async () => {
    const player = await signUp(t.app);
    const changed = await call(t.app, "PATCH", "/api/player/update_locale", {
      cookie: player.cookie,
      payload: { locale: "ru" },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const id = await uploadedDocument(t.app, player.cookie);
    await reject(compliance.cookie, id, "Нечитаемо");
    const mail = await waitForMailTo(t.smtp, player.email, /документ/);
    expect(mail.subject).toBe("Ваш документ не принят");
  });
});

describe("a withdrawal above KYC_WITHDRAWAL_THRESHOLD_CENTS", () => {
  const withdraw = (cookie: string, amountValue: number, headers: Record<string, string> = {}) =>
    call(t.app, "POST", "/api/payments/withdrawals", {
      cookie,
      headers,
      payload: { amountValue, id: "skrill", currency: "EUR", methodFieldsData: { email: "me@example.com" } },
    });

  it("is refused until the player is verified, then allowed; smaller ones always pass", async () => {
    const player = await depositedPlayer(t.app, 200);
    const refused = await withdraw(player.cookie, 60);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      errors: {
        amountValue: [
          "Withdrawals over €50 need a verified account: upload an identity document and a proof of address in your profile (Documents) and wait for their approval.",
        ],
      },
    });
    const spanish = await withdraw(player.cookie, 60, { "accept-language": "es" });
    expect(spanish.json().errors.amountValue[0]).toMatch(
      /^Los retiros de más de 50\s€ requieren una cuenta verificada/,
    );
    expect((await withdraw(player.cookie, 50)).statusCode).toBe(201);

    // One approved document is not enough: identity and address both.
    expect(
      (await approve(compliance.cookie, await uploadedDocument(t.app, player.cookie, "identity"))).statusCode,
    ).toBe(200);
    expect((await withdraw(player.cookie, 60)).statusCode).toBe(422);
    expect((await approve(compliance.cookie, await uploadedDocument(t.app, player.cookie, "address"))).statusCode).toBe(
      200,
    );
    expect((await withdraw(player.cookie, 60)).statusCode).toBe(201);
  });
});
