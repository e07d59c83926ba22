import type { SecretLevelOption, UploadedFile } from '@suite-ui/core';
import { useT } from '@suite-ui/core/react';
import { useMemo } from 'react';

// The files the fake backend seeds (fixtures/data/upload.json), as a form would hold them.
const OPTIONS = ['download', 'edit', 'rename', 'reupload', 'delete', 'editSecLevel'];

export const seededFiles: UploadedFile[] = [
  // seed-1 is a document's file (refId ref-1 of 2026 项目计划 in fixtures/data/upload.json)
  {
    fileId: 'seed-1',
    name: '项目计划书.docx',
    size: 41,
    secretLevel: 1,
    type: 2,
    refId: 'ref-1',
    options: OPTIONS,
  },
  {
    fileId: 'seed-3',
    name: 'archived-report.pdf',
    size: 18,
    secretLevel: 1,
    fileStatus: 2,
    type: 3,
    options: OPTIONS,
  },
];

export const seededImages: UploadedFile[] = [
  { fileId: 'seed-2', name: 'architecture.png', size: 19950, secretLevel: 2, type: 1, options: OPTIONS },
  { fileId: 'seed-4', name: 'team-photo.png', size: 20751, secretLevel: 1, type: 0, options: OPTIONS },
];

/** The task whose attachments the fake backend seeds: its files download through business/dl (spec 7). */
export const TASK = { module: 'task', businessId: 'task-1' };
/** The task's attachments (seed-1 and seed-2 are attached to task-1 in fixtures/data/upload.json). */
export const taskFiles: UploadedFile[] = [seededFiles[0] as UploadedFile, seededImages[0] as UploadedFile];

/**
 * Secret levels as the suite's secret-level call would answer them, in the reader's language (a
 * server answers in the user's language; the page follows a switch, so the names do too).
 */
export function useSecretLevelOptions(): SecretLevelOption[] {
  const t = useT();
  return useMemo(
    () => [
      { id: 1, name: t('upload.demo.level.1'), isDefault: true },
      { id: 2, name: t('upload.demo.level.2') },
      { id: 3, name: t('upload.demo.level.3') },
      { id: 4, name: t('upload.demo.level.4') },
    ],
    [t],
  );
}

/** Chunk size from `?chunk=<bytes>` (tests make uploads multi-chunk with small files), else spec 9's 8 MB. */
export function chunkSizeFromQuery(): number | undefined {
  const bytes = Number(new URLSearchParams(window.location.search).get('chunk'));
  return Number.isInteger(bytes) && bytes >= 1024 ? bytes : undefined;
}

/** Milliseconds a chunk may go without progress from `?progressTimeout=<ms>` (tests), else the default 30 s. */
export function progressTimeoutFromQuery(): number | undefined {
  const ms = Number(new URLSearchParams(window.location.search).get('progressTimeout'));
  return Number.isInteger(ms) && ms >= 100 ? ms : undefined;
}
