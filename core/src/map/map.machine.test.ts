import { createActor } from 'xstate';
import { connectEnv } from '../shared/connect';
import { connectMap, convertCoordinate, mapMachine, type MapInput } from '.';
import { mapTexts } from './messages';

const SCRIPT_TEMPLATE = ['java', 'script:{z}{x}{y}'].join(''); // split: a script URL on purpose
const beijing: [number, number] = [116.391264, 39.907359];
const base: MapInput = {
  provider: 'amap',
  tileTemplate: '/api/map/tiles/{z}/{x}/{y}.svg',
  center: beijing,
  picker: true,
};

function start(input: Partial<MapInput> = {}) {
  const actor = createActor(mapMachine, { input: { ...base, ...input } }).start();
  const view = (locale: 'zh_CN' | 'en_US' = 'zh_CN') =>
    connectMap(actor.getSnapshot(), actor.send, connectEnv(mapTexts, locale, 'desktop'));
  return { actor, view };
}

describe('mapMachine with connectMap', () => {
  it('draws every shape in the provider system, from any given system', () => {
    const bd = convertCoordinate(beijing, 'WGS84', 'BD09');
    const { view } = start({
      markers: [{ id: 'a', point: bd, system: 'BD09', label: 'Office' }],
      polyline: { points: [beijing, [116.4, 39.91]] },
      circle: { center: beijing, radius: 500 },
    });
    const gcj = convertCoordinate(beijing, 'WGS84', 'GCJ02');
    const v = view();
    expect(v).toMatchObject({ status: 'ready', system: 'GCJ02', zoom: 12 });
    expect(v.center[0]).toBeCloseTo(gcj[1], 6);
    expect(v.center[1]).toBeCloseTo(gcj[0], 6);
    expect(v.markers[0]?.at[0]).toBeCloseTo(gcj[1], 5);
    expect(v.markers[0]?.label).toBe('Office');
    expect(v.polyline).toHaveLength(2);
    expect(v.circle?.radius).toBe(500);
  });

  it('gives the picked point back in WGS84, GCJ02 or BD09 as asked', () => {
    const { actor, view } = start();
    const gcj = convertCoordinate(beijing, 'WGS84', 'GCJ02');
    view().pick([gcj[1], gcj[0]]);
    const wgs = view().picker.picked;
    expect(wgs?.system).toBe('WGS84');
    expect(wgs?.point[0]).toBeCloseTo(beijing[0], 5);
    expect(wgs?.text).toMatch(/^116\.3912\d\d, 39\.9073\d\d$/);
    view().setPickSystem('GCJ02');
    expect(view().picker.picked?.point).toEqual(gcj);
    view().setPickSystem('BD09');
    expect(view().picker.picked?.point[0]).toBeCloseTo(convertCoordinate(beijing, 'WGS84', 'BD09')[0], 5);
    view().clear();
    expect(view().picker.picked).toBeNull();
    expect(actor.getSnapshot().context.pickSystem).toBe('BD09');
  });

  it('ignores picks when the picker is off, and drops a pick when the provider changes', () => {
    const off = start({ picker: false });
    off.view().pick([39.9, 116.4]);
    expect(off.view().picker.picked).toBeNull();
    const { actor, view } = start();
    view().pick([39.9, 116.4]);
    actor.send({ type: 'MAP.SET', provider: 'google' });
    expect(view()).toMatchObject({ system: 'WGS84', picker: { picked: null } });
  });

  it('is invalid with an unsafe tile template or a bad point, with texts in the locale', () => {
    expect(start({ tileTemplate: SCRIPT_TEMPLATE }).view('en_US')).toMatchObject({
      status: 'invalid',
      tiles: null,
      texts: { invalidTiles: expect.stringContaining('unsafe') },
    });
    expect(start({ markers: [{ id: 'x', point: [500, 0] }] }).view()).toMatchObject({
      status: 'invalid',
      problem: expect.stringContaining('outside longitude'),
    });
  });

  it('names the five systems for the picker select', () => {
    expect(
      start()
        .view('en_US')
        .picker.systems.map((s) => s.value),
    ).toEqual(['WGS84', 'GCJ02', 'BD09', 'BD09MC', 'EPSG3857']);
  });
});

it('a host update without pickSystem keeps the system the user chose', () => {
  const actor = createActor(mapMachine, { input: base }).start();
  actor.send({ type: 'MAP.PICK_SYSTEM', system: 'BD09' });
  actor.send({ type: 'MAP.SET', markers: [], pickSystem: undefined });
  expect(actor.getSnapshot().context.pickSystem).toBe('BD09');
});
