import { createActor, fromPromise, SimulatedClock, waitFor, type ActorRefFrom } from 'xstate';
import { ApiError, setLocale } from '..';
import {
  appealReasonProblem,
  batchDownloadAllowed,
  connectUpload,
  isBlocked,
  uploadFieldActors,
  uploadMachine,
  uploadTexts,
  verificationStatus,
  type FileOperationServices,
  type UploadedFile,
  type UploadSystemSettings,
  type UploadView,
} from '.';
import {
  BATCH_POLL_INTERVAL,
  BATCH_POLL_LIMIT,
  batchDownloadMachine,
  parseBatchProgress,
  parseBatchTask,
} from './internal';
import { connectEnv } from '../shared/connect';

type BatchActor = ActorRefFrom<typeof batchDownloadMachine>;
import { fakeUploadServer } from '../../test/upload/upload.fakes';

beforeEach(() => setLocale('en_US'));
afterAll(() => setLocale('zh_CN'));

describe('verificationStatus (spec 3 file entry: type 0 to 4)', () => {
  it.each([
    [0, 'unchecked'],
    [1, 'checking'],
    [2, 'passed'],
    [3, 'failed'],
    [4, 'error'],
    [5, undefined],
    [-1, undefined],
    [1.5, undefined],
    [undefined, undefined],
  ])('type %p reads as %p', (type, status) => {
    expect(verificationStatus({ type })).toBe(status);
  });
});

describe('isBlocked (spec 3: fileStatus 1 and 2 block download)', () => {
  it.each([
    [undefined, false],
    [0, false],
    [1, true],
    [2, true],
    [3, false],
  ])('fileStatus %p blocks: %p', (fileStatus, blocked) => {
    expect(isBlocked({ fileStatus })).toBe(blocked);
  });
});

describe('appealReasonProblem', () => {
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['needed for the audit', undefined],
    ['字'.repeat(200), undefined],
    ['字'.repeat(201), 'tooLong'],
  ])('%p → %p', (reason, problem) => {
    expect(appealReasonProblem(reason)).toBe(problem);
  });
});

describe('batchDownloadAllowed (spec 3 sysBatchDownload, sysAppDownload)', () => {
  it.each<[UploadSystemSettings, boolean, boolean]>([
    [{}, false, false],
    [{ sysBatchDownload: false }, false, false],
    [{ sysBatchDownload: true }, false, true],
    [{ sysBatchDownload: true, sysAppDownload: false }, false, true],
    [{ sysBatchDownload: true, sysAppDownload: false }, true, false],
  ])('%p on mobile %p → %p', (settings, mobile, allowed) => {
    expect(batchDownloadAllowed(settings, { mobile })).toBe(allowed);
  });
});

describe('batch answers are untrusted', () => {
  it.each([
    [{ taskId: 't1' }, 't1'],
    [{ id: 7 }, '7'],
    ['t2', 't2'],
    [{}, undefined],
    [{ taskId: {} }, undefined],
  ])('task of %p is %p', (data, task) => {
    expect(parseBatchTask(data)).toBe(task);
  });
  it.each([
    [{ percent: 40 }, { percent: 40 }],
    [55, { percent: 55 }],
    [{ percent: 100 }, { percent: 99 }],
    [
      { percent: 250, fileId: 'z1', name: 'files.zip' },
      { percent: 100, fileId: 'z1', name: 'files.zip' },
    ],
    [{ percent: -5 }, { percent: 0 }],
    [{ percent: 'lots' }, { percent: 0 }],
    [
      { percent: 30, fileId: 9 },
      { percent: 100, fileId: '9' },
    ],
  ])('progress of %p is %p', (data, progress) => {
    expect(parseBatchProgress(data)).toEqual(progress);
  });
});

describe('batchDownloadMachine', () => {
  it('asks every second until the archive is packed', async () => {
    const clock = new SimulatedClock();
    const answers = [{ percent: 30 }, { percent: 20 }, { percent: 100, fileId: 'zip-1', name: 'files.zip' }];
    const asked: string[] = [];
    const actor = createActor(
      batchDownloadMachine.provide({
        actors: {
          startBatchDownload: fromPromise(async ({ input }) => `task:${input.fileIds.join(',')}`),
          batchDownloadPercent: fromPromise(async ({ input }) => {
            asked.push(input.taskId);
            return answers.shift() ?? { percent: 0 };
          }),
        },
      }),
      { clock, input: { fileIds: ['a', 'b'] } },
    ).start();
    await waitFor(actor, (s) => s.matches('waiting'));
    expect(asked).toEqual([]);
    clock.increment(BATCH_POLL_INTERVAL);
    await waitFor(actor, (s) => s.matches('waiting') && s.context.polls === 1);
    expect(actor.getSnapshot().context.percent).toBe(30);
    clock.increment(BATCH_POLL_INTERVAL);
    await waitFor(actor, (s) => s.context.polls === 2);
    // progress never goes back
    expect(actor.getSnapshot().context.percent).toBe(30);
    clock.increment(BATCH_POLL_INTERVAL);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().context).toMatchObject({
      status: 'ready',
      fileId: 'zip-1',
      name: 'files.zip',
    });
    expect(asked).toEqual(['task:a,b', 'task:a,b', 'task:a,b']);
  });

  it('fails with the refusal, and gives up after the poll limit', async () => {
    const refused = createActor(
      batchDownloadMachine.provide({
        actors: {
          startBatchDownload: fromPromise<string, { fileIds: readonly string[] }>(() =>
            Promise.reject(new ApiError('server', 'download not allowed', { url: '/api/file', code: 403 })),
          ),
        },
      }),
      { input: { fileIds: ['a'] } },
    ).start();
    await waitFor(refused, (s) => s.status === 'done');
    expect(refused.getSnapshot().context).toMatchObject({ status: 'failed', error: 'download not allowed' });

    const clock = new SimulatedClock();
    const endless = createActor(
      batchDownloadMachine.provide({
        actors: {
          startBatchDownload: fromPromise(async () => 'task'),
          batchDownloadPercent: fromPromise(async () => ({ percent: 10 })),
        },
      }),
      { clock, input: { fileIds: ['a'] } },
    ).start();
    for (let poll = 1; poll <= BATCH_POLL_LIMIT; poll += 1) {
      await waitFor(endless, (s) => s.matches('waiting'));
      clock.increment(BATCH_POLL_INTERVAL);
      await waitFor(endless, (s) => s.context.polls === poll);
    }
    await waitFor(endless, (s) => s.status === 'done');
    expect(endless.getSnapshot().context.status).toBe('failed');
  });
});

const blocked: UploadedFile = {
  fileId: 'b1',
  name: 'flagged.pdf',
  size: 10,
  fileStatus: 2,
  type: 3,
  options: ['download'],
};
const plain = (fileId: string, type = 2): UploadedFile => ({
  fileId,
  name: `${fileId}.txt`,
  size: 5,
  type,
  options: ['download', 'delete'],
});

function field(initial: UploadedFile[], settings: UploadSystemSettings, ops: Partial<FileOperationServices>) {
  const server = fakeUploadServer();
  const clock = new SimulatedClock();
  const actor = createActor(
    uploadMachine.provide({
      actors: uploadFieldActors({ ...server.services, ...ops }, () => Promise.resolve(settings)),
    }),
    { clock, input: { initial, settings } },
  ).start();
  const env = connectEnv(uploadTexts, 'en_US', 'desktop');
  const view = (): UploadView => connectUpload(actor.getSnapshot(), actor.send, env);
  // the next poll is due once the batch waits (its start call has answered)
  const nextPoll = async () => {
    const batch = actor.getSnapshot().children.batch as BatchActor | undefined;
    if (batch) await waitFor(batch, (s) => s.matches('waiting'));
    clock.increment(BATCH_POLL_INTERVAL);
  };
  return { actor, clock, view, nextPoll };
}

describe('upload field: verification status, appeal, batch download', () => {
  it('shows each file’s verification status and offers the appeal only on a blocked file', () => {
    const { view } = field([plain('a', 0), blocked, { ...plain('c'), type: undefined }], {}, {});
    const [a, b, c] = view().items;
    expect(a?.verification).toEqual({ status: 'unchecked', label: 'Not checked', tone: 'default' });
    expect(b?.verification).toEqual({ status: 'failed', label: 'Check failed', tone: 'danger' });
    expect(c?.verification).toBeUndefined();
    expect(a?.actions.map((action) => action.key)).not.toContain('appeal');
    expect(b?.actions.map((action) => action.key)).toEqual(['appeal']);
    expect(b?.blockedText).toBe('Download blocked');
    expect(b?.canDownload).toBe(false);
  });

  it('sends an appeal with a checked reason, and the row then says it is under review', async () => {
    const appealFile = jest.fn(async (file: UploadedFile) => ({ ...file, appealed: true }));
    const { view } = field([blocked], {}, { appealFile });
    expect(await view().appeal('file:b1', '  ')).toBe('Enter a reason for the appeal');
    expect(await view().appeal('file:b1', 'x'.repeat(201))).toBe('The reason cannot exceed 200 characters');
    expect(appealFile).not.toHaveBeenCalled();
    expect(await view().appeal('file:b1', ' the scan was wrong ')).toBeUndefined();
    expect(appealFile).toHaveBeenCalledWith(blocked, 'the scan was wrong');
    const row = view().items[0];
    expect(row?.canAppeal).toBe(false);
    expect(row?.blockedText).toBe('Appeal under review');
  });

  it('answers an appeal the server refuses with its message', async () => {
    const appealFile = () =>
      Promise.reject(new ApiError('server', 'already appealed', { url: '/api/file', code: 409 }));
    const { view } = field([blocked], {}, { appealFile });
    expect(await view().appeal('file:b1', 'please')).toBe('already appealed');
    expect(view().items[0]?.canAppeal).toBe(true);
  });

  it('offers batch download only when sysBatchDownload allows it, for the files that download', () => {
    const off = field([plain('a'), blocked], { sysBatchDownload: false }, {}).view();
    expect(off.batch.available).toBe(false);
    expect(off.items.every((item) => !item.selectable)).toBe(true);
    const on = field([plain('a'), blocked], { sysBatchDownload: true }, {}).view();
    expect(on.batch.available).toBe(true);
    expect(on.items.map((item) => item.selectable)).toEqual([true, false]);
  });

  it('packs the chosen files with progress and gives the archive’s download address', async () => {
    const answers = [{ percent: 50 }, { percent: 100, fileId: 'zip-9', name: 'files.zip' }];
    const startBatchDownload = jest.fn(async () => 'task-1');
    const { actor, nextPoll, view } = field(
      [plain('a'), plain('b'), plain('c')],
      { sysBatchDownload: true },
      {
        startBatchDownload,
        batchDownloadPercent: async () => answers.shift() ?? { percent: 0 },
      },
    );
    expect(view().batch).toMatchObject({ canStart: false, label: 'Download selected (0)' });
    view().select(['file:a', 'file:c'], true);
    expect(view().batch).toMatchObject({ selectedCount: 2, someSelected: true, canStart: true });
    view().batch.selectAll(true);
    expect(view().batch).toMatchObject({ selectedCount: 3, allSelected: true });
    view().select(['file:b'], false);
    view().batch.start();
    expect(startBatchDownload).toHaveBeenCalledWith(['a', 'c'], expect.anything());
    expect(view().batch).toMatchObject({ status: 'preparing', canStart: false, statusText: 'Packing 0%' });
    await nextPoll();
    await waitFor(actor, (s) => s.context.batch?.percent === 50);
    expect(view().batch.statusText).toBe('Packing 50%');
    await nextPoll();
    await waitFor(actor, (s) => s.context.batch?.status === 'ready');
    expect(view().batch).toMatchObject({
      status: 'ready',
      percent: 100,
      statusText: 'Archive ready',
      downloadUrl: '/api/file/dl?fileId=zip-9',
      downloadName: 'files.zip',
      canStart: true,
    });
    view().batch.close();
    expect(view().batch.status).toBeUndefined();
  });

  it('shows a refused batch’s message', async () => {
    const { actor, view } = field(
      [plain('a')],
      { sysBatchDownload: true },
      {
        startBatchDownload: () =>
          Promise.reject(new ApiError('server', 'batch download is off', { url: '/api/file', code: 403 })),
      },
    );
    view().select(['file:a'], true);
    view().batch.start();
    await waitFor(actor, (s) => s.context.batch?.status === 'failed');
    expect(view().batch.statusText).toBe('Packing failed: batch download is off');
  });
});
