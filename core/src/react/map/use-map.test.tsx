/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { StrictMode } from 'react';
import { convertCoordinate, type MapPickedPlace } from '../../map';
import { useMap, type UseMapOptions } from './use-map';

const beijing: [number, number] = [116.391264, 39.907359];
const options: UseMapOptions = {
  platform: 'mobile',
  provider: 'baidu',
  tileTemplate: '/api/map/tiles/{z}/{x}/{y}',
  center: beijing,
  picker: true,
  pickSystem: 'GCJ02',
};

describe('useMap under StrictMode', () => {
  it('draws in the provider system and reports a pick in the system asked for', () => {
    const onPick = jest.fn<void, [MapPickedPlace | null]>();
    const { result, rerender } = renderHook((props: UseMapOptions) => useMap(props), {
      wrapper: StrictMode,
      initialProps: { ...options, onPick },
    });
    const bd = convertCoordinate(beijing, 'WGS84', 'BD09');
    expect(result.current.system).toBe('BD09');
    expect(result.current.center[1]).toBeCloseTo(bd[0], 6);
    act(() => result.current.pick([bd[1], bd[0]]));
    const gcj = convertCoordinate(beijing, 'WGS84', 'GCJ02');
    const place = onPick.mock.calls.at(-1)?.[0];
    expect(place?.system).toBe('GCJ02');
    expect(place?.point[0]).toBeCloseTo(gcj[0], 5);
    expect(place?.point[1]).toBeCloseTo(gcj[1], 5);

    // the host asks for WGS84 now: the same place is reported again in it
    rerender({ ...options, onPick, pickSystem: 'WGS84' });
    expect(onPick.mock.calls.at(-1)?.[0]?.point[0]).toBeCloseTo(beijing[0], 5);
    act(() => result.current.clear());
    expect(onPick).toHaveBeenLastCalledWith(null);
  });

  it('refuses an unsafe tile template', () => {
    const { result } = renderHook(() => useMap({ ...options, tileTemplate: '//evil.example/{z}/{x}/{y}' }), {
      wrapper: StrictMode,
    });
    expect(result.current.status).toBe('invalid');
    expect(result.current.tiles).toBeNull();
  });
});
