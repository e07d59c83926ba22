// The notice's two calls (spec 7): the version manifest and `savePersonalSetting`, over
// createApiClient; and the machine's actors over them.
import { fromPromise } from 'xstate';
import { createApiClient } from '../http/client';
import { SAVE_PERSONAL_SETTING_URL, parseHtmlManifest } from './upgrade-notice.logic';
import type { FetchManifestInput, SavePersonalSettingInput } from './upgrade-notice.machine';
import type { HtmlManifest, PersonalSetting } from './upgrade-notice.types';

/** The IO of the notice; `createUpgradeNoticeServices` gives the real one, tests their own. */
export interface UpgradeNoticeServices {
  /** GETs the manifest at `url`; a failed call or an answer that is not a manifest rejects (spec 7). */
  fetchManifest(url: string, signal?: AbortSignal): Promise<HtmlManifest>;
  /** POSTs `savePersonalSetting` with `data` as the list of settings (spec 7). */
  savePersonalSetting(settings: readonly PersonalSetting[], signal?: AbortSignal): Promise<void>;
}

/** The transport of the calls: the host's `fetch` (`UpgradeNoticeHost.fetch`). */
export interface UpgradeNoticeServicesOptions {
  fetch?: typeof fetch;
}

/** The real `UpgradeNoticeServices` over HTTP. */
export function createUpgradeNoticeServices(
  options: UpgradeNoticeServicesOptions = {},
): UpgradeNoticeServices {
  const client = createApiClient({ fetch: options.fetch });
  return {
    async fetchManifest(url, signal) {
      const manifest = parseHtmlManifest(await client.requestJson({ url, signal }));
      if (!manifest) throw new Error('the version manifest is not a map of versions');
      return manifest;
    },
    async savePersonalSetting(settings, signal) {
      await client.request({
        url: SAVE_PERSONAL_SETTING_URL,
        method: 'POST',
        data: { data: settings },
        signal,
      });
    },
  };
}

/** The upgrade notice machine's actors over `UpgradeNoticeServices`. */
export function upgradeNoticeActors(services: UpgradeNoticeServices) {
  return {
    fetchManifest: fromPromise<HtmlManifest, FetchManifestInput>(({ input, signal }) =>
      services.fetchManifest(input.url, signal),
    ),
    savePersonalSetting: fromPromise<void, SavePersonalSettingInput>(({ input, signal }) =>
      services.savePersonalSetting(input.settings, signal),
    ),
  };
}
