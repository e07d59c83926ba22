// The upgrade notice the demo root mounts once per skin (spec 4: mounted by the root layout), with
// the user's setting as the demo knows it (globals/desktop.tsx, globals/mobile.tsx).
import { REFRESH_NOTICE_SETTING_KEY, isRecord, parseRefreshNoticeSetting } from '@suite-ui/core';
import { useEffect, useState } from 'react';

/** Demo only: `?upgradeCheckMs=<ms>` shortens the desktop check interval (the library keeps 900 000 ms). */
export const CHECK_INTERVAL_PARAM = 'upgradeCheckMs';

/** The demo's shortened desktop interval, when the address asks for one (at least 200 ms). */
export function demoCheckIntervalMs(): number | undefined {
  const value = Number(new URLSearchParams(window.location.search).get(CHECK_INTERVAL_PARAM));
  return Number.isFinite(value) && value >= 200 ? value : undefined;
}

/**
 * The personal setting `common.refreshNotice` as a suite host would know it from the user's settings;
 * the demo reads what the fake backend saved. Undefined until known (or when unreadable: then on).
 */
export function usePersonalRefreshNotice(): { known: boolean; refreshNotice: boolean | undefined } {
  const [state, setState] = useState<{ known: boolean; refreshNotice: boolean | undefined }>({
    known: false,
    refreshNotice: undefined,
  });
  useEffect(() => {
    let live = true;
    fetch('/__fixtures/personal-settings')
      .then((response) => response.json())
      .then((body: unknown) => {
        const settings = isRecord(body) && isRecord(body.data) ? body.data : {};
        return parseRefreshNoticeSetting(settings[REFRESH_NOTICE_SETTING_KEY]);
      })
      .catch(() => undefined)
      .then((refreshNotice) => live && setState({ known: true, refreshNotice }));
    return () => {
      live = false;
    };
  }, []);
  return state;
}
