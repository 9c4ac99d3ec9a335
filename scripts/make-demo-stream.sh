#!/usr/bin/env bash
# Remakes the demo live stream (content/live/demo-stream, decision 1603): a 32-second studio loop
# cut into 4-second HLS segments (H.264 and AAC in MPEG-TS, what every HLS player takes), which
# the server lists in a playlist that advances with the clock, and the same loop as a WebM
# recording for the demo sessions' replays. The outputs are committed, so only whoever changes
# the stream needs ffmpeg and espeak-ng: bash scripts/make-demo-stream.sh
set -euo pipefail
cd "$(dirname "$0")/.."

FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
FONT_BOLD=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
if ! command -v ffmpeg >/dev/null || ! command -v espeak-ng >/dev/null || [ ! -f "$FONT" ]; then
  sudo=()
  if [ "$(id -u)" -ne 0 ]; then sudo=(sudo); fi
  "${sudo[@]}" apt-get update -qq
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ffmpeg espeak-ng fonts-dejavu-core
fi

# Keep in step with DEMO_STREAM_SEGMENT_SECONDS (packages/contracts/src/live-rules.ts).
SEGMENT_SECONDS=4
LOOP_SECONDS=32
OUT=content/live/demo-stream
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

espeak-ng -v en-us -s 150 -w "$WORK/voice.wav" \
  "Welcome back to the live board review. Post your questions in the panel beside the stream, \
and upvote the ones you want answered first. After the break we take the top questions on \
heart failure, atrial fibrillation and diabetic ketoacidosis."

# The studio card: a title, a pulsing LIVE mark and a running clock, so that a frame shows time passing.
draw="drawbox=x=0:y=0:w=iw:h=8:color=0x2F6DB5:t=fill"
draw+=",drawtext=fontfile=$FONT_BOLD:text='BoardReady Live Review':fontsize=34:fontcolor=0x1B2A41:x=36:y=70"
draw+=",drawtext=fontfile=$FONT:text='Faculty Q&A - ask in the panel beside the stream':fontsize=18:fontcolor=0x4A5A70:x=36:y=124"
draw+=",drawbox=x=36:y=176:w=84:h=34:color=0xC62828:t=fill:enable='lt(mod(t\,2)\,1.2)'"
draw+=",drawtext=fontfile=$FONT_BOLD:text='LIVE':fontsize=20:fontcolor=white:x=52:y=183"
draw+=",drawtext=fontfile=$FONT:text='On air %{eif\:floor(t/60)\:d}\:%{eif\:mod(floor(t)\,60)\:d\:2}':fontsize=20:fontcolor=0x1B2A41:x=136:y=183"
draw+=",drawbox=x=36+mod(t*60\,520):y=300:w=48:h=6:color=0x2F6DB5:t=fill"

ffmpeg -v error -y \
  -f lavfi -i "color=c=0xFAF8F3:s=640x360:r=15:d=$LOOP_SECONDS" \
  -i "$WORK/voice.wav" \
  -filter_complex "[0:v]$draw[v];[1:a]apad,atrim=0:$LOOP_SECONDS,aresample=44100[a]" \
  -map '[v]' -map '[a]' -t "$LOOP_SECONDS" \
  -c:v libx264 -profile:v baseline -preset veryfast -b:v 110k -maxrate 140k -bufsize 280k \
  -pix_fmt yuv420p -force_key_frames "expr:gte(t,n_forced*$SEGMENT_SECONDS)" -sc_threshold 0 \
  -c:a aac -b:a 40k -ac 1 \
  -f hls -hls_time "$SEGMENT_SECONDS" -hls_list_size 0 -hls_segment_type mpegts \
  -hls_segment_filename "$WORK/segment-%03d.ts" "$WORK/loop.m3u8"

rm -rf "$OUT" && mkdir -p "$OUT"
cp "$WORK"/segment-*.ts "$OUT/"
grep -c '^#EXTINF:4.0' "$WORK/loop.m3u8" >/dev/null || {
  echo "The segments are not all ${SEGMENT_SECONDS} s long:" >&2
  cat "$WORK/loop.m3u8" >&2
  exit 1
}

# The replay: the same loop as WebM (VP9, Opus), played by the lecture player with ranges.
ffmpeg -v error -y -i "$WORK/loop.m3u8" -c:v libvpx-vp9 -b:v 60k -row-mt 1 -deadline good \
  -cpu-used 4 -c:a libopus -b:a 40k "$OUT/recording.webm"
ls -l "$OUT"
