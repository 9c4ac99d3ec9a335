import type { MediaLecture } from '@boardready/contracts';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { api3Gate } from '@/lib/api-client';
import { fakeApi } from '@/test/fake-api';
import { usePlaybackPlace } from './use-playback-place';

const POSITION = '/api/3.0/media/userproducts/5/lectures/9/position';

const LECTURE = {
  userProductId: 5,
  mediaId: 9,
  durationSeconds: 120,
  positionSeconds: 42.5,
} as MediaLecture;

/** A media element as far as the hook uses it: a time, a ready state and events. */
function fakeMedia(readyState = 0) {
  const media = new EventTarget() as EventTarget & { currentTime: number; readyState: number };
  media.currentTime = 0;
  media.readyState = readyState;
  return {
    media: media as unknown as HTMLMediaElement,
    at(seconds: number) {
      media.currentTime = seconds;
    },
    fire(event: string) {
      act(() => {
        media.dispatchEvent(new Event(event));
      });
    },
  };
}

/** The places sent, in order, and whether each was to outlive the page. */
function sent(fetchMock: ReturnType<typeof fakeApi>['fetchMock']) {
  return fetchMock.mock.calls
    .filter(([input]) => String(input).startsWith(POSITION))
    .map(([, init]) => ({
      positionSeconds: JSON.parse(String(init?.body)).positionSeconds as number,
      keepalive: init?.keepalive ?? false,
    }));
}

describe('the place in a lecture (issue 29)', () => {
  beforeEach(() => api3Gate.open());
  afterEach(() => vi.useRealTimers());

  test('starts where the learner was once the file is known, says so, and sends nothing before', async () => {
    const api = fakeApi({ [POSITION]: { mediaId: 9, positionSeconds: 50, finished: false } });
    const player = fakeMedia();
    const { result } = renderHook(() => usePlaybackPlace(player.media, LECTURE));
    // paused before the file is known: the place is not the player's yet
    player.fire('pause');
    expect(result.current.resumedAt).toBeNull();
    player.fire('loadedmetadata');
    expect(player.media.currentTime).toBe(42.5);
    expect(result.current.resumedAt).toBe(42.5);
    // a pause where it started sends nothing (the server has it)
    player.fire('pause');
    player.at(50.04);
    player.fire('pause');
    await waitFor(() =>
      expect(sent(api.fetchMock)).toEqual([{ positionSeconds: 50, keepalive: false }]),
    );
  });

  test('a lecture watched to the end starts from the beginning', () => {
    fakeApi();
    const player = fakeMedia(1);
    const { result } = renderHook(() =>
      usePlaybackPlace(player.media, { ...LECTURE, positionSeconds: 118 }),
    );
    expect(player.media.currentTime).toBe(0);
    expect(result.current.resumedAt).toBeNull();
  });

  test('sends the place every 10 s while playing, after a seek, and as the learner leaves', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const api = fakeApi({ [POSITION]: { mediaId: 9, positionSeconds: 0, finished: false } });
    const player = fakeMedia(1);
    const { unmount } = renderHook(() => usePlaybackPlace(player.media, LECTURE));
    player.fire('play');
    player.at(52.57);
    act(() => vi.advanceTimersByTime(10_000));
    vi.useRealTimers();
    player.at(80);
    player.fire('seeked');
    player.at(81.2);
    unmount();
    await waitFor(() =>
      expect(sent(api.fetchMock)).toEqual([
        { positionSeconds: 52.5, keepalive: false },
        { positionSeconds: 80, keepalive: false },
        { positionSeconds: 81.2, keepalive: true },
      ]),
    );
    // never beyond the lecture's length (the server refuses it)
    const again = fakeMedia(1);
    const second = renderHook(() => usePlaybackPlace(again.media, LECTURE));
    again.at(120.4);
    again.fire('ended');
    second.unmount();
    await waitFor(() => expect(sent(api.fetchMock).at(-1)?.positionSeconds).toBe(120));
  });
});
