import { loadSecretLevelSettings, type SecretLevelServices } from './secret-level.service';
import {
  effectiveSecretRules,
  parseAttachmentSetting,
  parseResourceLevel,
  secretLevelSettings,
} from './secret-level.settings';

describe('parseResourceLevel (spec 7 getResourceInfo4Component)', () => {
  it.each([
    [{ secretLevel: 3 }, 3],
    [{ secretLevel: '2' }, 2],
    [{ secLevel: 4 }, 4],
    [{ secretLevel: -999 }, undefined],
    [{ secretLevel: 'high' }, undefined],
    [{ secretLevel: Infinity }, undefined],
    [null, undefined],
    ['3', undefined],
  ])('%j gives %s', (data, expected) => {
    expect(parseResourceLevel(data)).toBe(expected);
  });
});

describe('parseAttachmentSetting (spec 7 getAttSetting)', () => {
  it('reads the flags and the default level, leaving out what is not said', () => {
    expect(
      parseAttachmentSetting({
        enabled: true,
        defaultSecretLevel: 2,
        editSecretLevel: false,
        validityRequired: 1,
      }),
    ).toEqual({ enabled: true, defaultSecretLevel: 2, editSecretLevel: false, validityRequired: true });
    expect(parseAttachmentSetting({ open: '1' })).toEqual({ enabled: true, editSecretLevel: true });
    expect(parseAttachmentSetting('nonsense')).toEqual({ enabled: false, editSecretLevel: true });
    expect(parseAttachmentSetting({ enabled: true, defaultSecretLevel: '<b>' })).toEqual({
      enabled: true,
      editSecretLevel: true,
    });
  });
});

describe('secretLevelSettings', () => {
  it('takes the module rules only when levels are switched on', () => {
    expect(secretLevelSettings({ info: { enabled: true, required: true, pattern: '^\\d+年$' } })).toEqual({
      required: true,
      pattern: '^\\d+年$',
    });
    expect(secretLevelSettings({ info: { enabled: false, required: true, pattern: 'x' } })).toEqual({});
  });

  it("lets an attachment's setting speak before the module's", () => {
    expect(
      secretLevelSettings({
        info: { enabled: true, required: false },
        personLevel: 3,
        attachment: { enabled: true, editSecretLevel: false, defaultSecretLevel: 2, validityRequired: true },
      }),
    ).toEqual({ required: true, personLevel: 3, editable: false, defaultLevel: 2 });
    expect(
      secretLevelSettings({ attachment: { enabled: false, editSecretLevel: false, defaultSecretLevel: 2 } }),
    ).toEqual({});
  });
});

describe('effectiveSecretRules: host props win over the server', () => {
  const server = { required: true, pattern: '^\\d+年$', personLevel: 2, editable: false };
  it.each([
    [
      'nothing from the host: the server',
      {},
      {},
      false,
      { required: true, pattern: '^\\d+年$' },
      { level: 2, mode: 'atOrBelow' },
      true,
    ],
    [
      'the host says not required',
      { required: false },
      {},
      false,
      { required: false, pattern: '^\\d+年$' },
      { level: 2, mode: 'atOrBelow' },
      true,
    ],
    [
      'the host pattern',
      { pattern: 'x' },
      {},
      false,
      { required: true, pattern: 'x' },
      { level: 2, mode: 'atOrBelow' },
      true,
    ],
    [
      'the host filter',
      {},
      { level: 3, mode: 'atOrAbove' as const },
      false,
      { required: true, pattern: '^\\d+年$' },
      { level: 3, mode: 'atOrAbove' },
      true,
    ],
  ])('%s', (_, rules, filter, readOnly, expectedRules, expectedFilter, expectedReadOnly) => {
    expect(effectiveSecretRules({ rules, filter, readOnly }, server)).toEqual({
      rules: expectedRules,
      filter: expectedFilter,
      readOnly: expectedReadOnly,
    });
  });

  it('keeps the host rules alone when the server said nothing', () => {
    expect(effectiveSecretRules({ rules: { required: true }, filter: {}, readOnly: false }, {})).toEqual({
      rules: { required: true, pattern: undefined },
      filter: {},
      readOnly: false,
    });
  });
});

describe('loadSecretLevelSettings', () => {
  const services = (over: Partial<SecretLevelServices> = {}) => {
    const calls: string[] = [];
    const io: Pick<SecretLevelServices, 'querySecelInfo' | 'getResourceInfo4Component' | 'getAttSetting'> = {
      querySecelInfo: async (params) => {
        calls.push(`info ${params.module} ${params.entityId ?? ''}`);
        return { enabled: true, required: true, pattern: '^\\d+年$' };
      },
      getResourceInfo4Component: async (params) => {
        calls.push(`resource ${String(params.resourceId)}`);
        return { secretLevel: 3 };
      },
      getAttSetting: async () => {
        calls.push('att');
        return { enabled: true, editSecretLevel: false, defaultSecretLevel: 2 };
      },
      ...over,
    };
    return { io, calls };
  };

  it('reads the person only when named and the attachment setting only for an attachment', async () => {
    const { io, calls } = services();
    expect(await loadSecretLevelSettings(io, { module: 'crm', entityId: 'r1', attachment: false })).toEqual({
      required: true,
      pattern: '^\\d+年$',
    });
    expect(calls).toEqual(['info crm r1']);
    calls.length = 0;
    expect(await loadSecretLevelSettings(io, { employeeId: 'u2', attachment: true })).toEqual({
      required: true,
      pattern: '^\\d+年$',
      personLevel: 3,
      editable: false,
      defaultLevel: 2,
    });
    expect(calls.sort()).toEqual(['att', 'info common ', 'resource u2']);
  });

  it('counts a failed call as unsaid', async () => {
    const { io } = services({ querySecelInfo: () => Promise.reject(new Error('500')) });
    expect(await loadSecretLevelSettings(io, { employeeId: 'u2', attachment: false })).toEqual({
      personLevel: 3,
    });
  });
});
