#!/usr/bin/env bash
# Installs GNU Go (Debian package `gnugo`, binary /usr/games/gnugo), the
# oracle of the GTP conformance test (go-core/tests/gtp_gnugo.rs) and of the
# strength match (strength_match.sh). Does nothing when it is already there.
set -euo pipefail
command -v /usr/games/gnugo >/dev/null || (apt-get update && apt-get install -y gnugo)
