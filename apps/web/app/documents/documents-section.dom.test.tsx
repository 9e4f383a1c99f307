// @vitest-environment happy-dom
import type { PlayerDocument } from "@croupier/contract/schemas/kyc";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { describedText, renderPage } from "../test/render-page.tsx";
import { stubApi } from "../test/stub-api.ts";
import { DocumentsSection } from "./documents-section.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

const PLAYER = { id: 1, email: "player@example.com", currency: "EUR", verified: false };

function documentOf(id: number, extra: Partial<PlayerDocument>): PlayerDocument {
  return {
    id,
    description: "",
    document_type: "identity",
    status: "pending",
    reason: null,
    file_name: `scan-${id}.png`,
    created_at: "2026-11-20T10:00:00.000Z",
    updated_at: "2026-11-20T10:00:00.000Z",
    ...extra,
  };
}

function renderSection(documents: PlayerDocument[], answers: Parameters<typeof stubApi>[0] = {}) {
  const fetch = stubApi({ "GET /api/player/documents": () => Response.json(documents), ...answers });
  renderPage(() => <DocumentsSection />, { path: "/profile", shell: { player: PLAYER as never } });
  return fetch;
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "passport.png", { type: "image/png" });

describe("the profile's documents section", () => {
  it("lists each document with its status, a rejection's reason, and Delete only while pending", async () => {
    renderSection([
      documentOf(2, { document_type: "address", status: "rejected", reason: "The bill is too old." }),
      documentOf(1, { status: "pending", description: "Passport" }),
    ]);
    const list = await screen.findByRole("list", { name: "Your documents" });
    const [rejected, pending] = within(list).getAllByRole("listitem");
    expect(rejected?.textContent).toContain("Proof of address");
    expect(rejected?.textContent).toContain("Rejected");
    expect(rejected?.textContent).toContain("Reason: The bill is too old.");
    expect(within(rejected as HTMLElement).queryByRole("button")).toBeNull();
    expect(pending?.textContent).toContain("Pending review");
    expect(within(pending as HTMLElement).getByRole("button", { name: "Delete scan-1.png" })).toBeTruthy();
  });

  it("refuses to send without a type and a file, saying so under each field", async () => {
    const fetch = renderSection([]);
    const user = userEvent.setup();
    expect(await screen.findByText("No documents uploaded yet.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Upload document" }));
    await waitFor(() => expect(describedText(screen.getByLabelText("File"))).toContain("Choose a file to upload."));
    expect(screen.getByLabelText("Document type").getAttribute("aria-invalid")).toBe("true");
    expect(fetch.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
  });

  it("uploads the chosen file as multipart, then shows it pending", async () => {
    const documents: PlayerDocument[] = [];
    const fetch = renderSection(documents, {
      "POST /api/player/documents": () => {
        const created = documentOf(7, { file_name: "passport.png", description: "Front page" });
        documents.push(created);
        return Response.json(created, { status: 201 });
      },
    });
    const user = userEvent.setup();
    await screen.findByText("No documents uploaded yet.");
    await user.selectOptions(screen.getByLabelText("Document type"), "identity");
    await user.type(screen.getByLabelText("Description (optional)"), "Front page");
    await user.upload(screen.getByLabelText("File"), png());
    await user.click(screen.getByRole("button", { name: "Upload document" }));

    expect(await screen.findByText("Document uploaded. We will review it soon.")).toBeTruthy();
    const post = fetch.mock.calls.find(([, init]) => init?.method === "POST");
    const body = post?.[1]?.body as FormData;
    expect(body.get("document[document_type]")).toBe("identity");
    expect(body.get("document[description]")).toBe("Front page");
    expect((body.get("document[attachment]") as File).name).toBe("passport.png");
    const list = await screen.findByRole("list", { name: "Your documents" });
    expect(list.textContent).toContain("Pending review");
  });

  it("shows the platform's refusal under the file field", async () => {
    renderSection([], {
      "POST /api/player/documents": () =>
        Response.json({ errors: { attachment: ["Upload a PDF, JPEG or PNG file."] } }, { status: 422 }),
    });
    const user = userEvent.setup();
    await screen.findByText("No documents uploaded yet.");
    await user.selectOptions(screen.getByLabelText("Document type"), "address");
    await user.upload(screen.getByLabelText("File"), png());
    await user.click(screen.getByRole("button", { name: "Upload document" }));
    await waitFor(() =>
      expect(describedText(screen.getByLabelText("File"))).toContain("Upload a PDF, JPEG or PNG file."),
    );
  });

  it("deletes a pending document and reads the list again", async () => {
    let documents = [documentOf(3, {})];
    const fetch = stubApi({
      "GET /api/player/documents": () => Response.json(documents),
      "DELETE /api/player/documents/3": () => {
        documents = [];
        return new Response(null, { status: 204 });
      },
    });
    renderPage(() => <DocumentsSection />, { path: "/profile", shell: { player: PLAYER as never } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Delete scan-3.png" }));
    expect(await screen.findByText("No documents uploaded yet.")).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(true);
  });
});
