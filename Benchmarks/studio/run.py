#!/usr/bin/env python3
"""Measures the studio (splashreel preview): the latency of /frame.png and of a hot reload.

  Benchmarks/studio/run.py [--binary .build/release/splashreel] [--preset ad-splash]
                           [--device iphone-16-pro-max] [--scale 3] [--frames 30]

Copies the preset folders of Assets/ into a temporary folder, starts the studio on it,
asks for --frames distinct instants of the frame grid one after another (after one warm-up
request) and prints the median and worst wall time per frame, the server's own time
(X-Splashreel-Milliseconds), the server's CPU time per frame (user + system, all threads: the
figure that holds on a loaded machine) and the PNG size; then rewrites the scene file five times (the same
bytes) and prints the median time from the write to the `reload` event.
"""

import argparse
import http.client
import os
import shutil
import signal
import statistics
import subprocess
import tempfile
import threading
import time

root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=os.path.join(root, ".build/release/splashreel"))
    parser.add_argument("--preset", default="ad-splash")
    parser.add_argument("--device", default="iphone-16-pro-max")
    parser.add_argument("--scale", default="3")
    parser.add_argument("--frames", type=int, default=30)
    args = parser.parse_args()
    work = tempfile.mkdtemp(prefix="splashreel-studio-bench-")
    try:
        # Every preset folder: a preset may use another's pictures (weibo-welcome uses welcome-back's).
        assets = os.path.join(root, "Assets")
        for name in sorted(os.listdir(assets)):
            if os.path.isdir(os.path.join(assets, name)):
                shutil.copytree(os.path.join(assets, name), os.path.join(work, name))
        scene = os.path.join(work, args.preset, args.preset + ".json")
        server = subprocess.Popen(
            [args.binary, "preview", scene, "--device", args.device, "--scale", args.scale, "--no-open"],
            stdout=subprocess.PIPE, text=True)
        try:
            line = server.stdout.readline()
            port = int(line.split(":")[3].split("/")[0])
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)

            def get(path):
                conn.request("GET", path)
                response = conn.getresponse()
                return response, response.read()

            _, body = get("/scene.json")
            import json
            plan = json.loads(body)
            frames, fps = plan["frames"], plan["fps"]
            get("/frame.png?t=0")

            def cpu_seconds():
                fields = open(f"/proc/{server.pid}/stat").read().rsplit(")", 1)[1].split()
                return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

            cpu_before = cpu_seconds()
            walls, servers, sizes = [], [], []
            for k in range(args.frames):
                n = (k * 7919) % frames
                started = time.monotonic()
                response, png = get(f"/frame.png?t={n / fps!r}")
                walls.append((time.monotonic() - started) * 1000)
                servers.append(float(response.getheader("X-Splashreel-Milliseconds")))
                sizes.append(len(png))
            cpu = (cpu_seconds() - cpu_before) / args.frames * 1000
            print(f"frame.png {args.preset} on {args.device} @{args.scale}x: median {statistics.median(walls):.1f} ms "
                  f"(worst {max(walls):.1f}), server {statistics.median(servers):.1f} ms, "
                  f"{cpu:.1f} ms of CPU a frame, {statistics.median(sizes) / 1e6:.2f} MB")

            events = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
            events.request("GET", "/events")
            stream = events.getresponse()
            seen = []
            lock = threading.Condition()

            def read():
                for raw in stream:
                    if raw.startswith(b"event: reload"):
                        with lock:
                            seen.append(time.monotonic())
                            lock.notify_all()

            threading.Thread(target=read, daemon=True).start()
            time.sleep(0.3)
            text = open(scene).read()
            delays = []
            for k in range(5):
                with lock:
                    before = len(seen)
                started = time.monotonic()
                with open(scene, "w") as f:
                    f.write(text)
                with lock:
                    lock.wait_for(lambda: len(seen) > before, timeout=10)
                    delays.append((seen[before] - started) * 1000)
                time.sleep(0.2)
            print(f"reload {args.preset} on {args.device} @{args.scale}x: median {statistics.median(delays):.0f} ms "
                  f"from the write to the event (worst {max(delays):.0f})")
        finally:
            server.send_signal(signal.SIGINT)
            server.wait(timeout=30)
    finally:
        shutil.rmtree(work)


if __name__ == "__main__":
    main()
