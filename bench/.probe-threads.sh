PID=$(pgrep -f dist/server/server.mjs | head -1)
snap() { for t in /proc/$PID/task/*; do echo "$(basename $t) $(awk '{print $14+$15}' $t/stat)"; done; }
snap > /tmp/a; sleep 5; snap > /tmp/b
echo pid $PID; join <(sort /tmp/a) <(sort /tmp/b) | awk '{d=$3-$2; print $1, d/5 "%"}' | sort -n
