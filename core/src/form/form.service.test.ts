import { createActor, toPromise } from 'xstate';
import type { FormSaveRequest } from './form.machine';
import { formActors, type FormServices } from './form.service';

const request: FormSaveRequest = { module: 'hrm', saveDataParams: { objectId: '7' }, data: { name: 'Li' } };

function fakeServices() {
  const saved: unknown[] = [];
  const services: FormServices = {
    loadCard: () => Promise.reject(new Error('not loaded here')),
    saveCard: async (sent) => {
      saved.push(sent);
      return { data: { name: 'saved' } };
    },
  };
  return { services, saved };
}

const save = (actors: ReturnType<typeof formActors>) =>
  toPromise(createActor(actors.saveCard, { input: request }).start());

describe('formActors: where a form saves', () => {
  it('the host handler saves instead of the backend, read at the moment of saving', async () => {
    const { services, saved } = fakeServices();
    const host: { onSubmit?: (data: Record<string, unknown>) => { data: Record<string, unknown> } } = {};
    const actors = formActors(services, {
      source: { kind: 'customer', id: '7' },
      submitHandler: () => host.onSubmit,
    });
    host.onSubmit = (data) => ({ data: { ...data, by: 'host' } });
    await expect(save(actors)).resolves.toEqual({ data: { name: 'Li', by: 'host' } });
    expect(saved).toEqual([]);
  });

  it('without a handler a loaded record saves to the backend with its kind', async () => {
    const { services, saved } = fakeServices();
    const actors = formActors(services, {
      source: { kind: 'customer', id: '7' },
      submitHandler: () => undefined,
    });
    await expect(save(actors)).resolves.toEqual({ data: { name: 'saved' } });
    expect(saved).toEqual([{ ...request, kind: 'customer' }]);
  });

  it('an in-page form without a handler or record sends nothing', async () => {
    const { services, saved } = fakeServices();
    await expect(save(formActors(services))).resolves.toBeUndefined();
    expect(saved).toEqual([]);
  });
});
