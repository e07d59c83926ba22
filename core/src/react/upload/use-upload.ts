import { useEffect, useRef, useState } from 'react';
import {
  connectUpload,
  createUploadServices,
  uploadFieldActors,
  type FileOperationServices,
  type FileSourceServices,
  uploadMachine,
  uploadTexts,
  type UploadServicesOptions,
  type UploadConfig,
  type UploadedFile,
  type UploadFieldOptions,
  type UploadMessage,
  type UploadServices,
  type UploadSystemSettings,
  type UploadView,
} from '../../upload';
import { compressImage, hashFile, openWithoutOpener, xhrTransport } from '../../dom/upload';
import type { Platform } from '../../shared/platform';
import { useActorEvent, useActorView, useMachineActor } from '../machine';

export interface UseUploadProps extends UploadFieldOptions {
  platform: Platform;
  /** Controlled list of files the field holds. */
  value?: UploadedFile[];
  /** Initial files when uncontrolled. */
  defaultValue?: UploadedFile[];
  onChange?: (files: UploadedFile[]) => void;
  /** Told when files start or stop uploading (a form or a comment waits for them before it sends). */
  onBusyChange?: (busy: boolean) => void;
  /** Shows a message (spec 8: type and content); desktop uses antd `message`, mobile a toast. */
  onMessage?: (message: UploadMessage) => void;
  /** The upload system setting; the machine fetches `/{api}/file/tenant/setting` when absent. */
  settings?: UploadSystemSettings;
  /**
   * Concurrency, chunk sizes, secret level and extra fields of new uploads, and how long a chunk
   * request may go without progress before it counts as interrupted (default 30 s).
   */
  upload?: UploadConfig & { progressTimeoutMs?: number };
  /** Where the calls go (base URL, headers). */
  api?: Omit<UploadServicesOptions, 'flags'>;
  /** Replaces some of the IO (tests, hosts with their own transport or document lookups). */
  services?: Partial<UploadServices & FileOperationServices & FileSourceServices>;
}

/** The upload field over core's upload machine: a view model of rows, progress and intents. */
export function useUpload(props: UseUploadProps): UploadView {
  const {
    value,
    defaultValue,
    onChange,
    onBusyChange,
    onMessage,
    settings,
    upload,
    api,
    services,
    platform,
    ...field
  } = props;
  const [options] = useState(() => {
    const mobile = field.mobile ?? platform === 'mobile';
    // spec 9: the iOS check reads the browser's agent once (a host may pass its own)
    const userAgent = field.userAgent ?? (typeof navigator === 'undefined' ? undefined : navigator.userAgent);
    const http = createUploadServices({
      transport: xhrTransport({ progressTimeoutMs: upload?.progressTimeoutMs }),
      ...api,
      flags: { mobile, loginFree: field.loginFree },
    });
    const io: UploadServices & Partial<FileOperationServices & FileSourceServices> = {
      ...http,
      hashFile,
      compressImage,
      ...services,
    };
    return {
      input: {
        initial: value ?? defaultValue,
        settings,
        config: upload,
        field: { ...field, mobile, userAgent },
      },
      implementations: { actors: uploadFieldActors(io, http.fetchSettings) },
    };
  });
  const host = useMachineActor(uploadMachine, options);
  useActorEvent(host, 'change', (event) => onChange?.(event.files));
  useActorEvent(host, 'message', (event) => onMessage?.(event.message));
  // the online editor (spec 7 getEditUrlWithAuth): core checked the address, the page opens it
  useActorEvent(host, 'open', (event) => openWithoutOpener(event.url));
  useEffect(() => void (value && host.send({ type: 'VALUE.SET', files: value })), [host, value]);
  // props that change later reach the machine as one event; it ignores a change that is none
  const { mobile, userAgent } = options.input.field;
  useEffect(
    () => host.send({ type: 'CONFIGURE', settings, config: upload, field: { ...field, mobile, userAgent } }),
    [host, settings, upload, field, mobile, userAgent],
  );

  const view = useActorView(host, { platform, messages: uploadTexts }, connectUpload);
  const busy = view.overall.active;
  const reportBusy = useRef(onBusyChange);
  useEffect(() => {
    reportBusy.current = onBusyChange;
  });
  useEffect(() => reportBusy.current?.(busy), [busy]);
  return view;
}
