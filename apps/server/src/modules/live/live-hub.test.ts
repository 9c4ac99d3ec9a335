import { afterEach, describe, expect, test, vi } from 'vitest';
import { liveChange, recordingClient } from '../../test/live-hub-fixture';
import { eventFrame, HEARTBEAT_FRAME, inProcessLiveHub } from './live-hub';

const change = liveChange(1);
const client = recordingClient;

describe('the in-process live hub', () => {
  afterEach(() => vi.useRealTimers());

  test("sends each audience its words of a change, to the session's clients only", () => {
    const hub = inProcessLiveHub();
    const [learner, staff, elsewhere] = [client(), client(), client()];
    hub.subscribe(1, 'learners', learner);
    hub.subscribe(1, 'staff', staff);
    hub.subscribe(2, 'learners', elsewhere);
    hub.publish(1, change);
    expect(learner.frames).toEqual([eventFrame(change.learners)]);
    expect(staff.frames).toEqual([eventFrame(change.staff)]);
    expect(elsewhere.frames).toEqual([]);
    expect(learner.frames[0]).toMatch(/^data: \{.*\}\n\n$/);
    hub.close();
  });

  test('a removed client hears nothing more; removing twice counts once', () => {
    const hub = inProcessLiveHub();
    const learner = client();
    const remove = hub.subscribe(1, 'learners', learner);
    hub.subscribe(1, 'learners', client());
    expect(hub.size()).toBe(2);
    remove();
    remove();
    expect(hub.size()).toBe(1);
    hub.publish(1, change);
    expect(learner.frames).toEqual([]);
    hub.close();
  });

  test('beats while clients are open, and stops with the last', () => {
    vi.useFakeTimers();
    const hub = inProcessLiveHub({ heartbeatMs: 1000 });
    const learner = client();
    const remove = hub.subscribe(1, 'learners', learner);
    vi.advanceTimersByTime(2500);
    expect(learner.frames).toEqual([HEARTBEAT_FRAME, HEARTBEAT_FRAME]);
    remove();
    expect(vi.getTimerCount()).toBe(0);
  });

  test('closing ends every stream', () => {
    const hub = inProcessLiveHub();
    const clients = [client(), client(), client()];
    hub.subscribe(1, 'learners', clients[0]!);
    hub.subscribe(1, 'staff', clients[1]!);
    hub.subscribe(3, 'learners', clients[2]!);
    hub.close();
    expect(clients.every((c) => c.ended())).toBe(true);
    expect(hub.size()).toBe(0);
  });
});
