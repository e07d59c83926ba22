// What both showcase pages of the upgrade notice show and do: the notice's stored state, the saved
// personal setting, and the fake backend's deploy switch.
import { REFRESH_NOTICE_SETTING_KEY, UPGRADE_NOTICE_STORAGE_KEYS, getLocale, isRecord } from '@suite-ui/core';
import { browserStorage } from '@suite-ui/core/dom';
import { useCallback, useEffect, useState } from 'react';
import { CHECK_INTERVAL_PARAM, demoCheckIntervalMs } from '../../globals/upgrade-notice';

export interface NoticeDemoState {
  /** When the snooze ends, as local date-time text; null without a snooze. */
  snoozeUntil: string | null;
  neverFlag: boolean;
  /** The saved `common.refreshNotice`, as text; null when never saved. */
  serverSetting: string | null;
  /** The demo's shortened desktop interval in seconds, if any. */
  intervalSeconds: number | null;
}

const storage = browserStorage();
const POLL_MS = 1000;

function readLocal(): Pick<NoticeDemoState, 'snoozeUntil' | 'neverFlag'> {
  const until = Number(storage.get(UPGRADE_NOTICE_STORAGE_KEYS.snoozeUntil));
  return {
    snoozeUntil: until > Date.now() ? new Date(until).toLocaleString(getLocale().replace('_', '-')) : null,
    neverFlag: storage.get(UPGRADE_NOTICE_STORAGE_KEYS.neverRemind) === '1',
  };
}

async function readServerSetting(): Promise<string | null> {
  try {
    const body: unknown = await (await fetch('/__fixtures/personal-settings')).json();
    const value = isRecord(body) && isRecord(body.data) ? body.data[REFRESH_NOTICE_SETTING_KEY] : undefined;
    return value === undefined ? null : String(value);
  } catch {
    return null;
  }
}

/** The notice's state for the showcase pages, refreshed every second, and the demo's controls. */
/** The saved setting in the reader's words. */
export function settingText(setting: string | null) {
  if (setting === null) return 'upgrade-notice.demo.notSet' as const;
  return setting === 'false'
    ? ('upgrade-notice.demo.remindOff' as const)
    : ('upgrade-notice.demo.remindOn' as const);
}

export function useNoticeDemo() {
  const [state, setState] = useState<NoticeDemoState>(() => ({
    ...readLocal(),
    serverSetting: null,
    intervalSeconds: (demoCheckIntervalMs() ?? 0) / 1000 || null,
  }));
  useEffect(() => {
    let live = true;
    const poll = async () => {
      const serverSetting = await readServerSetting();
      if (live) setState((previous) => ({ ...previous, ...readLocal(), serverSetting }));
    };
    void poll();
    const timer = window.setInterval(poll, POLL_MS);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, []);

  /** Changes one module's version in the fake backend's manifest; resolves to that module, or null. */
  const deploy = useCallback(async (): Promise<string | null> => {
    try {
      const response = await fetch('/__fixtures/upgrade-notice/deploy', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      });
      const body: unknown = await response.json();
      return isRecord(body) && isRecord(body.data) && typeof body.data.module === 'string'
        ? body.data.module
        : null;
    } catch {
      return null;
    }
  }, []);

  const resetAndReload = useCallback(() => {
    storage.remove(UPGRADE_NOTICE_STORAGE_KEYS.snoozeUntil);
    storage.remove(UPGRADE_NOTICE_STORAGE_KEYS.neverRemind);
    window.location.reload();
  }, []);

  const switchToShortInterval = useCallback(() => {
    window.location.assign(`${window.location.pathname}?${CHECK_INTERVAL_PARAM}=5000`);
  }, []);

  return { state, deploy, resetAndReload, switchToShortInterval };
}
