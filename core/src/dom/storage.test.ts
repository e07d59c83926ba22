/** @jest-environment jsdom */
import { browserStorage } from './storage';

describe('browserStorage', () => {
  it('reads and writes localStorage', () => {
    const storage = browserStorage();
    storage.set('k', 'v');
    expect(window.localStorage.getItem('k')).toBe('v');
    expect(storage.get('k')).toBe('v');
    storage.remove('k');
    expect(storage.get('k')).toBeNull();
  });

  it('fails soft when storage throws', () => {
    const spy = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => browserStorage().set('k', 'v')).not.toThrow();
    spy.mockRestore();
  });
});
