import { type ComponentType, useEffect, useState } from "react";
import { readStorage } from "../lib/storage-keys.ts";
import { mayOfferPush, PUSH_PROMPT_DELAY_MS, PUSH_PROMPT_DISMISSED_KEY } from "./push-prompt-rules.ts";
import { usePlayer } from "./use-shell-data.ts";

type Prompt = ComponentType<{ onClose: () => void }>;

function browserPermission(): NotificationPermission | null {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window
    ? Notification.permission
    : null;
}

/**
 * Offers push notifications by the rules of push-prompt-rules.ts. Nothing of the prompt is in the
 * first load: its chunk (and its texts) load only once the rules allow it and the delay has passed.
 */
export function PushPromptGate({ delayMs = PUSH_PROMPT_DELAY_MS }: { delayMs?: number }) {
  const player = usePlayer();
  const [Prompt, setPrompt] = useState<Prompt | null>(null);
  const playerId = player?.id;
  const deposits = player?.stats?.deposits_count ?? 0;

  useEffect(() => {
    const state = {
      player: playerId == null ? null : { id: playerId, stats: { deposits_count: deposits } },
      permission: browserPermission(),
      dismissedAt: readStorage(PUSH_PROMPT_DISMISSED_KEY),
      now: Date.now(),
    };
    if (!mayOfferPush(state)) return;
    let active = true;
    let timer: ReturnType<typeof setTimeout>;
    const show = () => {
      // One floating card at a time: while the cookie notice is up, the prompt waits its turn.
      if (document.querySelector(".cookie-notice")) {
        timer = setTimeout(show, delayMs);
        return;
      }
      import("../push/push-prompt.tsx").then(
        (module) => active && setPrompt(() => module.PushPrompt),
        () => undefined,
      );
    };
    timer = setTimeout(show, delayMs);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [playerId, deposits, delayMs]);

  if (!Prompt || playerId == null) return null;
  return <Prompt onClose={() => setPrompt(null)} />;
}
