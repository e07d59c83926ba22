import { SimulatedClock, createActor } from 'xstate';
import { connectEnv } from '../shared/connect';
import {
  POPUP_DEFAULT_PLACEMENT,
  POPUP_DELAYS_MS,
  POPUP_LEAVE_DELAY_MS,
  connectPopup,
  floatingPlacement,
  popupDelay,
  popupMachine,
  popupTexts,
  popupTriggers,
  type PopupInput,
} from '.';

function start(input: PopupInput = {}) {
  const clock = new SimulatedClock();
  const actor = createActor(popupMachine, { clock, input });
  const emitted: string[] = [];
  actor.on('*', (event) => emitted.push(event.type));
  actor.start();
  const env = connectEnv(popupTexts, 'en_US', 'desktop');
  const view = () => connectPopup(actor.getSnapshot(), actor.send, env);
  return { clock, view, emitted };
}

describe('popup rules (spec 9)', () => {
  it('places bottomLeft by default, as bottom-start in floating-ui words', () => {
    expect(POPUP_DEFAULT_PLACEMENT).toBe('bottomLeft');
    expect(start().view().placement).toBe('bottomLeft');
    expect(start().view().floatingPlacement).toBe('bottom-start');
    expect(floatingPlacement('topRight')).toBe('top-end');
    expect(floatingPlacement('leftBottom')).toBe('left-end');
    expect(floatingPlacement('nope' as never)).toBe('bottom-start');
  });

  it('keeps known triggers once; hover when none', () => {
    expect(popupTriggers(['click', 'click', 'bogus', 'focus'])).toEqual(['click', 'focus']);
    expect(popupTriggers([])).toEqual(['hover']);
    expect(popupTriggers(undefined)).toEqual(['hover']);
  });

  it('accepts only finite non-negative delays', () => {
    expect(popupDelay(500, 0)).toBe(500);
    expect(popupDelay(-1, 100)).toBe(100);
    expect(popupDelay(Number.NaN, 100)).toBe(100);
    expect(popupDelay('5', 100)).toBe(100);
    expect(POPUP_DELAYS_MS).toEqual({ short: 100, long: 500 });
  });
});

describe('popupMachine (spec 4, 9)', () => {
  it('hover: shows at once (enter delay 0), hides 0.1 s after the pointer leaves', () => {
    const { view, clock } = start();
    view().pointerEnter();
    expect(view().open).toBe(true);
    expect(view().openedBy).toBe('hover');
    view().pointerLeave();
    clock.increment(POPUP_LEAVE_DELAY_MS - 1);
    expect(view().open).toBe(true);
    clock.increment(1);
    expect(view().open).toBe(false);
  });

  it('hover: the pointer moving into the popup within the leave delay keeps it open', () => {
    const { view, clock } = start();
    view().pointerEnter();
    view().pointerLeave();
    clock.increment(50);
    view().pointerEnter();
    clock.increment(1000);
    expect(view().open).toBe(true);
  });

  it('hover with the 500 ms delay: shows after 500 ms, and not if the pointer left before', () => {
    const { view, clock } = start({ enterDelay: POPUP_DELAYS_MS.long, leaveDelay: POPUP_DELAYS_MS.short });
    view().pointerEnter();
    clock.increment(499);
    expect(view().open).toBe(false);
    expect(view().pending).toBe(true);
    clock.increment(1);
    expect(view().open).toBe(true);
    view().pointerLeave();
    clock.increment(99);
    expect(view().open).toBe(true);
    clock.increment(1);
    expect(view().open).toBe(false);
    view().pointerEnter();
    clock.increment(200);
    view().pointerLeave();
    clock.increment(1000);
    expect(view().open).toBe(false);
  });

  it('click toggles; a click outside hides; hover does nothing without the hover trigger', () => {
    const { view } = start({ triggers: ['click'] });
    view().pointerEnter();
    expect(view().open).toBe(false);
    view().click();
    expect(view().open).toBe(true);
    expect(view().role).toBe('dialog');
    view().pointerLeave();
    expect(view().open).toBe(true);
    view().click();
    expect(view().open).toBe(false);
    view().click();
    view().outside();
    expect(view().open).toBe(false);
  });

  it('focus shows, blur hides at once', () => {
    const { view } = start({ triggers: ['focus'] });
    view().focus();
    expect(view().open).toBe(true);
    expect(view().role).toBe('tooltip');
    view().blur();
    expect(view().open).toBe(false);
  });

  it('focus with a 100 ms delay waits; blur before it cancels', () => {
    const { view, clock } = start({ triggers: ['focus'], enterDelay: 100 });
    view().focus();
    clock.increment(99);
    expect(view().open).toBe(false);
    view().blur();
    clock.increment(100);
    expect(view().open).toBe(false);
    view().focus();
    clock.increment(100);
    expect(view().open).toBe(true);
  });

  it('context menu shows at the pointer and moves with a second one; outside hides', () => {
    const { view } = start({ triggers: ['contextMenu'] });
    view().click();
    expect(view().open).toBe(false);
    view().contextMenu(10, 20);
    expect(view()).toMatchObject({ open: true, point: { x: 10, y: 20 }, openedBy: 'contextMenu' });
    view().contextMenu(30, 40);
    expect(view().point).toEqual({ x: 30, y: 40 });
    view().outside();
    expect(view()).toMatchObject({ open: false, point: null, openedBy: null });
  });

  it('Escape hides and asks for the focus to return to the trigger', () => {
    const { view, emitted } = start({ triggers: ['click'] });
    view().click();
    view().escape();
    expect(view().open).toBe(false);
    expect(emitted).toEqual(['returnFocus']);
  });

  it('a click pins a popup that hover opened', () => {
    const { view, clock } = start({ triggers: ['hover', 'click'] });
    view().pointerEnter();
    view().click();
    view().pointerLeave();
    clock.increment(1000);
    expect(view().open).toBe(true);
    view().click();
    expect(view().open).toBe(false);
  });

  it('says close in the current locale', () => {
    expect(start().view().closeLabel).toBe('Close');
  });
});
