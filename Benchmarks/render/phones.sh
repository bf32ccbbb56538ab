#!/usr/bin/env bash
# Peak memory of every preset at --scale 1, 2 and 3 on one phone of each distinct screen of the
# catalog (points and scale, from `splashreel devices`): the largest peak resident MB per preset
# and scale, and the phone it was on. GNU time's maximum resident set; release build.
# Usage: Benchmarks/render/phones.sh [SPLASHREEL]   (about 5 minutes on 2 cores)
set -euo pipefail
cd "$(dirname "$0")/../.."
tool=${1:-.build/release/splashreel}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
phones=$("$tool" devices | awk 'NR > 1 && $1 ~ /^iphone/ && !seen[$2 " " $3]++ { print $1 }')
echo "phones (one per screen): $(echo $phones | wc -w)"
for phone in $phones; do
  for preset in ad-splash welcome-back launch-image weibo-welcome; do
    for scale in 1 2 3; do
      /usr/bin/time -f "$phone $preset $scale %M" -a -o "$work/peaks" \
        "$tool" render "$preset" --device "$phone" --scale "$scale" --quiet --out "$work/out.gif"
    done
  done
done
echo "| preset | scale | largest peak MB | on |"
echo "|---|---|---|---|"
awk '{ k = $2 " | " $3; if ($4 > m[k]) { m[k] = $4; d[k] = $1 } }
  END { for (k in m) printf "| %s | %.0f | %s |\n", k, m[k] / 1024, d[k] }' "$work/peaks" | sort
