#!/usr/bin/env bash
# Remakes the demo lectures (content/media/<library>/files and media.yaml) from
# content/media/<library>/source.yaml: bash scripts/make-demo-media.sh [library...]
# The outputs are committed, so only whoever changes a lecture needs these tools.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v ffmpeg >/dev/null || ! command -v ffprobe >/dev/null ||
  ! command -v espeak-ng >/dev/null || [ ! -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ]; then
  sudo=()
  if [ "$(id -u)" -ne 0 ]; then sudo=(sudo); fi
  "${sudo[@]}" apt-get update -qq
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ffmpeg espeak-ng fonts-dejavu-core
fi

exec node scripts/make-demo-media.mjs "$@"
