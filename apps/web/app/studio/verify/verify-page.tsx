import type { ApiFailure } from "@croupier/contract/client/call";
import type { StudioVerification } from "@croupier/contract/schemas/studio";
import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useId, useMemo, useState } from "react";
import { readVerifySearch } from "../fair/verify-link.ts";
import { firstFieldMessage, refusalMessage } from "../feedback.ts";
import { studioApi } from "../studio-api.ts";
import { OutcomeSummary } from "./outcome-summary.tsx";
import {
  buildVerifyRequest,
  type VerifyField,
  type VerifyFieldProblem,
  type VerifyFormValues,
} from "./verify-form-model.ts";

// The public verify page: anyone can replay a studio round from its revealed seeds, with no
// account and no token. The platform runs the very engine function that played the round.

const EXAMPLE_ACTION = '{"type":"roll","bet":100,"direction":"under","target":4950}';

export function VerifyPage({ search }: { search: URLSearchParams }) {
  const { t, i18n } = useLingui();
  const api = useMemo(() => studioApi(null, i18n.locale), [i18n.locale]);
  const initial = readVerifySearch(search);
  const [values, setValues] = useState<VerifyFormValues>({ ...initial, action: initial.action || "" });
  const [problems, setProblems] = useState<Partial<Record<VerifyField, VerifyFieldProblem | string>>>({});
  const [result, setResult] = useState<StudioVerification | ApiFailure | null>(null);
  const [busy, setBusy] = useState(false);

  const problemText = (problem: VerifyFieldProblem | string | undefined): string | undefined => {
    if (problem === "required") return t`Fill this in.`;
    if (problem === "nonce") return t`A whole number, 0 or more.`;
    if (problem === "json") return t`Write it as a JSON object, like the example.`;
    return problem;
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const built = buildVerifyRequest(values);
    if (!built.ok) {
      setProblems(built.problems);
      setResult(null);
      return;
    }
    setProblems({});
    setBusy(true);
    const answer = await api.verifyStudioRound(built.request);
    setBusy(false);
    if (!answer.ok && answer.errors) {
      const fromServer: Partial<Record<VerifyField, string>> = {};
      for (const [name, messages] of Object.entries(answer.errors)) {
        const field = SERVER_FIELDS[name.split(".")[0] ?? ""];
        if (field && messages[0]) fromServer[field] = messages[0];
      }
      setProblems(fromServer);
      // A refused seed or action is a verdict too: the round cannot be replayed as given.
      setResult(answer);
      return;
    }
    setResult(answer.ok ? answer.data : answer);
  }

  const field = (name: VerifyField, label: string, options: { multiline?: boolean; hint?: string } = {}) => (
    <FormField
      name={name}
      label={label}
      value={values[name]}
      problem={problemText(problems[name])}
      hint={options.hint}
      multiline={options.multiline}
      onChange={(value) => setValues((all) => ({ ...all, [name]: value }))}
    />
  );

  return (
    <div className="verify">
      <h1 className="verify__title">
        <Trans>Verify a round</Trans>
      </h1>
      <p className="verify__lead">
        <Trans>
          Each round is drawn from HMAC-SHA256 keyed with the server seed over "client seed:nonce:block", and the server
          seed's SHA-256 hash is shown before you play. After you rotate your seeds, enter them here: the round is
          replayed with the same engine, and a seed that does not match its hash is reported as invalid.
        </Trans>
      </p>
      <form className="verify__form" onSubmit={submit} noValidate>
        {field("title", t`Game (title id)`, { hint: t`For example lantern-tide, meridian-roulette or pebble-dice.` })}
        {field("serverSeed", t`Server seed`)}
        {field("serverSeedHash", t`Server seed hash`)}
        {field("clientSeed", t`Client seed`)}
        {field("nonce", t`Nonce`)}
        {field("action", t`Action (JSON)`, { multiline: true, hint: t`Example: ${EXAMPLE_ACTION}` })}
        {field("state", t`Round state before the action (JSON, free spins only)`, { multiline: true })}
        <button type="submit" className="studio-button studio-button--primary" disabled={busy}>
          <Trans>Verify</Trans>
        </button>
      </form>
      <div aria-live="polite">{result && <VerifyResult result={result} />}</div>
    </div>
  );
}

const SERVER_FIELDS: Record<string, VerifyField> = {
  title_id: "title",
  server_seed: "serverSeed",
  server_seed_hash: "serverSeedHash",
  client_seed: "clientSeed",
  nonce: "nonce",
  action: "action",
  state: "state",
};

function FormField({
  name,
  label,
  value,
  problem,
  hint,
  multiline,
  onChange,
}: {
  name: string;
  label: string;
  value: string;
  problem?: string;
  hint?: string;
  multiline?: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : "", problem ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name,
    value,
    className: "field__control verify__control",
    spellCheck: false,
    autoComplete: "off",
    "aria-invalid": problem ? true : undefined,
    "aria-describedby": describedBy,
  } as const;
  return (
    <div className={`field${problem ? " field--invalid" : ""}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} onChange={(event) => onChange(event.target.value)} />
      )}
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {problem && (
        <p className="field__error" id={`${id}-error`}>
          {problem}
        </p>
      )}
    </div>
  );
}

function VerifyResult({ result }: { result: StudioVerification | ApiFailure }) {
  if (!("valid" in result)) {
    return (
      <div className="verify__result verify__result--invalid" data-testid="verify-result">
        <p className="verify__verdict">
          <Trans>Invalid</Trans>
        </p>
        <p>{firstFieldMessage(result) ?? refusalMessage(result) ?? <Trans>The round could not be replayed.</Trans>}</p>
      </div>
    );
  }
  return (
    <div className={`verify__result verify__result--${result.valid ? "valid" : "invalid"}`} data-testid="verify-result">
      <p className="verify__verdict">{result.valid ? <Trans>Valid</Trans> : <Trans>Invalid</Trans>}</p>
      {result.reason && <p>{result.reason}</p>}
      {result.valid && <OutcomeSummary verification={result} />}
    </div>
  );
}
