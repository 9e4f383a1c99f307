import { pushCalls } from "@croupier/contract/client/push";
import type { Locale } from "@croupier/contract/i18n/locales";
import type { PushKind, PushPreferences } from "@croupier/contract/schemas/push";
import { PUSH_KINDS } from "@croupier/contract/schemas/push";
import { Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useId, useState } from "react";
import { browserApi } from "../lib/api.client.ts";
import { useShellData } from "../shell/use-shell-data.ts";
import { FormMessage } from "../ui/form-controls.tsx";
import { SwitchField } from "../ui/switch-field.tsx";
import { currentPushSubscription, disablePush, enablePush, isPushSupported, pushPermission } from "./push-client.ts";
import "./push.css";

/** Where this browser stands: no Web Push, blocked in its settings, subscribed, or not. */
type DeviceState = "unsupported" | "denied" | "on" | "off";

function useKindLabels(): Record<PushKind, string> {
  const { t } = useLingui();
  return {
    deposit_success: t`Deposit received`,
    withdrawal_paid: t`Withdrawal paid`,
    bonus_awarded: t`New bonus`,
    freespins_awarded: t`Free spins`,
    level_up: t`New VIP level`,
    tournament_result: t`Tournament prize`,
    bet_settled: t`Sports bet won or void`,
  };
}

async function readDeviceState(endpoints: string[]): Promise<DeviceState> {
  if (!isPushSupported()) return "unsupported";
  if (pushPermission() === "denied") return "denied";
  if (pushPermission() !== "granted") return "off";
  const subscription = await currentPushSubscription();
  return subscription && endpoints.includes(subscription.endpoint) ? "on" : "off";
}

/**
 * The profile's "Push notifications" section: turn pushes on or off on this device, and choose the
 * kinds (for every device of the player). Loaded lazily by the profile page.
 */
export function PushSettings() {
  const headingId = useId();
  const { t } = useLingui();
  const { locale } = useShellData();
  const labels = useKindLabels();
  const [device, setDevice] = useState<DeviceState | null>(null);
  const [kinds, setKinds] = useState<PushPreferences | null>(null);
  const [busy, setBusy] = useState<PushKind | "device" | null>(null);
  const [error, setError] = useState<"load" | "on" | "off" | "denied" | "save" | null>(null);

  const load = useCallback(async (language: Locale) => {
    const result = await browserApi(language, pushCalls).getPushPreferences();
    if (!result.ok) {
      setError("load");
      return;
    }
    setKinds(result.data.kinds);
    setDevice(await readDeviceState(result.data.subscriptions.map((row) => row.endpoint)));
  }, []);

  useEffect(() => {
    void load(locale);
  }, [load, locale]);

  const toggleDevice = async (on: boolean) => {
    setBusy("device");
    setError(null);
    if (on) {
      const outcome = await enablePush(locale);
      if (outcome === "subscribed") setDevice("on");
      else setError(outcome === "denied" ? "denied" : "on");
      if (outcome === "denied" && pushPermission() === "denied") setDevice("denied");
    } else if (await disablePush(locale)) {
      setDevice("off");
    } else {
      setError("off");
    }
    setBusy(null);
  };

  const toggleKind = async (kind: PushKind, on: boolean) => {
    setBusy(kind);
    setError(null);
    const result = await browserApi(locale, pushCalls).updatePushPreferences({ [kind]: on });
    if (result.ok) setKinds(result.data.kinds);
    else setError("save");
    setBusy(null);
  };

  return (
    <section className="profile-card push-settings" aria-labelledby={headingId} aria-busy={device === null}>
      <h2 id={headingId} className="profile-card__title">
        <Trans>Push notifications</Trans>
      </h2>
      <p className="profile-card__lead">
        <Trans>Notifications on this device about your money, bonuses and results, even when the site is closed.</Trans>
      </p>
      {device === "unsupported" && (
        <p className="push-settings__status">
          <Trans>This browser cannot receive push notifications.</Trans>
        </p>
      )}
      {device === "denied" && (
        <p className="push-settings__status">
          <Trans>Notifications are blocked for this site in your browser's settings. Allow them there first.</Trans>
        </p>
      )}
      {(device === "on" || device === "off") && (
        <SwitchField
          label={t`Notifications on this device`}
          checked={device === "on"}
          busy={busy === "device"}
          onCheckedChange={(on) => void toggleDevice(on)}
        />
      )}
      {error && (
        <FormMessage tone="error">
          {error === "load" ? (
            <Trans>Your notification settings could not be loaded. Please try again later.</Trans>
          ) : error === "denied" ? (
            <Trans>Notifications were not allowed in this browser.</Trans>
          ) : error === "save" ? (
            <Trans>The setting could not be saved. Please try again.</Trans>
          ) : error === "off" ? (
            <Trans>Notifications could not be turned off. Please try again.</Trans>
          ) : (
            <Trans>Notifications could not be turned on. Please try again later.</Trans>
          )}
        </FormMessage>
      )}
      {kinds && (
        <fieldset className="push-settings__kinds">
          <legend>
            <Trans>What to notify</Trans>
          </legend>
          {PUSH_KINDS.map((kind) => (
            <SwitchField
              key={kind}
              label={labels[kind]}
              checked={kinds[kind]}
              busy={busy === kind}
              onCheckedChange={(on) => void toggleKind(kind, on)}
            />
          ))}
        </fieldset>
      )}
    </section>
  );
}

export default PushSettings;
