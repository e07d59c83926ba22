import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  connectUpload,
  createUploadApi,
  createUploadQueue,
  type UploadApiOptions,
  type UploadApiView,
  type UploadedFile,
  type UploadMessage,
  type UploadQueueConfig,
  type UploadServices,
  type UploadSystemSettings,
  type UploadViewOptions,
} from '../../upload';
import { hashFile, xhrTransport } from '../../dom/upload';
import { useLocale } from '../use-locale';

export interface UseUploadProps extends Omit<UploadViewOptions, 'settings'> {
  /** Controlled list of files the field holds. */
  value?: UploadedFile[];
  /** Initial files when uncontrolled. */
  defaultValue?: UploadedFile[];
  onChange?: (files: UploadedFile[]) => void;
  /** Shows a message (spec 8: type and content); desktop uses antd `message`, mobile a toast. */
  onMessage?: (message: UploadMessage) => void;
  /** The upload system setting; fetched from `/{api}/file/tenant/setting` when absent. */
  settings?: UploadSystemSettings;
  /** Concurrency, chunk sizes, secret level and extra fields of new uploads. */
  upload?: Omit<UploadQueueConfig, 'limits' | 'settings'>;
  /** Where the calls go (base URL, headers). */
  api?: Omit<UploadApiOptions, 'flags'>;
  /** Replaces some of the IO (tests, hosts with their own transport). */
  services?: Partial<UploadServices>;
}

/** The upload field over core's queue: a view model of rows, progress and intents. */
export function useUpload(props: UseUploadProps): UploadApiView {
  const { value, defaultValue, onChange, onMessage, settings: given, upload, api, services, ...view } = props;
  useLocale();
  const [backend] = useState(() =>
    createUploadApi({
      transport: xhrTransport(),
      ...api,
      flags: { mobile: view.mobile ?? view.platform === 'mobile', loginFree: view.loginFree },
    }),
  );
  const [queue] = useState(() =>
    createUploadQueue({
      services: { ...backend, hashFile, ...services },
      initial: value ?? defaultValue,
      ...upload,
      limits: view.limits,
      settings: given,
    }),
  );
  const [fetched, setFetched] = useState<UploadSystemSettings>();
  const settings = given ?? fetched;
  const callbacks = useRef({ onChange, onMessage });
  useEffect(() => {
    callbacks.current = { onChange, onMessage };
  });

  useEffect(() => {
    if (given) return;
    const abort = new AbortController();
    void backend.fetchSettings(abort.signal).then((loaded) => abort.signal.aborted || setFetched(loaded));
    return () => abort.abort();
  }, [backend, given]);
  useEffect(
    () => queue.configure({ ...upload, limits: view.limits, settings }),
    [queue, upload, view.limits, settings],
  );
  useEffect(() => void (value && queue.setValue(value)), [queue, value]);
  useEffect(() => queue.onChange((files) => callbacks.current.onChange?.(files)), [queue]);
  useEffect(() => queue.onMessage((message) => callbacks.current.onMessage?.(message)), [queue]);
  useEffect(() => () => queue.dispose(), [queue]);

  const state = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  // useLocale re-renders on a language switch, so the labels connect() builds follow it
  return connectUpload(state, queue, { ...view, settings });
}
