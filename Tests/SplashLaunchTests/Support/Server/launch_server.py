#!/usr/bin/env python3
"""A small HTTP server for the SplashLaunch acceptance tests. Standard library only.

Usage: launch_server.py ROOT [--tls CERT KEY]
Binds 127.0.0.1 on an ephemeral port, prints "PORT <n>" on stdout, and serves until its stdin
reaches end of file (the test closes the pipe, or the test process dies), so it never outlives
the test that started it. With --tls it also serves the same routes over TLS on a second
ephemeral port and prints "PORT <n> <tls>". The committed tls-cert.pem is self-signed for
127.0.0.1 (openssl req -x509 -newkey rsa:2048 -nodes -days 36500 -subj /CN=127.0.0.1
-addext subjectAltName=IP:127.0.0.1), so clients that check certificates must refuse it.

Routes (any path also accepts ?serve=NAME, which serves ROOT/NAME whatever the path is, so that
tests can give an image any last path component):
  /files/NAME             ROOT/NAME with 200 (404 when missing)
  /status/CODE            an empty-ish body with that status
  /slow/SECONDS/NAME      waits SECONDS before answering, then serves ROOT/NAME
  /stall/SECONDS/NAME     sends the headers and half of ROOT/NAME, waits SECONDS, sends the rest
  /huge/BYTES             BYTES bytes of 'x' with a Content-Length header
  /endless                an unbounded chunked body without a Content-Length
  /gzip/N                 N zero bytes, gzip-compressed, with Content-Encoding: gzip
  /redirect/CODE/PATH     CODE with Location: /PATH
  /redirect-to?url=URL    302 with Location: URL (any scheme)
  /loop/N                 302 to /loop/N+1, forever
  /host                   the request's Host header as the body
"""
import gzip
import os
import ssl
import sys
import threading
import time
import urllib.parse
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

ROOT = sys.argv[1]


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def send_bytes(self, status, body, content_type="application/octet-stream"):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def read_root(self, name):
        path = os.path.join(ROOT, name)
        if os.path.sep in name or not os.path.isfile(path):
            return None
        with open(path, "rb") as f:
            return f.read()

    def serve_file(self, name):
        body = self.read_root(name)
        if body is None:
            self.send_bytes(404, b"not found\n", "text/plain")
        else:
            self.send_bytes(200, body)

    def redirect(self, code, location):
        self.send_response(code)
        self.send_header("Location", location)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def do_GET(self):
        url = urllib.parse.urlsplit(self.path)
        query = urllib.parse.parse_qs(url.query)
        parts = url.path.split("/")[1:]
        try:
            if "serve" in query:
                self.serve_file(query["serve"][0])
            elif parts[0] == "files" and len(parts) == 2:
                self.serve_file(urllib.parse.unquote(parts[1]))
            elif parts[0] == "status" and len(parts) == 2:
                self.send_bytes(int(parts[1]), b"status body\n", "text/plain")
            elif parts[0] == "slow" and len(parts) == 3:
                time.sleep(float(parts[1]))
                self.serve_file(parts[2])
            elif parts[0] == "stall" and len(parts) == 3:
                body = self.read_root(parts[2]) or b""
                self.send_response(200)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body[: len(body) // 2])
                self.wfile.flush()
                time.sleep(float(parts[1]))
                self.wfile.write(body[len(body) // 2 :])
            elif parts[0] == "huge" and len(parts) == 2:
                count = int(parts[1])
                self.send_response(200)
                self.send_header("Content-Length", str(count))
                self.end_headers()
                block = b"x" * 65536
                while count > 0:
                    n = min(count, len(block))
                    self.wfile.write(block[:n])
                    count -= n
            elif parts[0] == "endless":
                self.send_response(200)
                self.send_header("Transfer-Encoding", "chunked")
                self.end_headers()
                chunk = b"%x\r\n" % 65536 + b"x" * 65536 + b"\r\n"
                while True:
                    self.wfile.write(chunk)
            elif parts[0] == "gzip" and len(parts) == 2:
                body = gzip.compress(b"\0" * int(parts[1]), mtime=0)
                self.send_response(200)
                self.send_header("Content-Encoding", "gzip")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)
            elif parts[0] == "redirect" and len(parts) >= 3:
                self.redirect(int(parts[1]), "/" + "/".join(parts[2:]))
            elif parts[0] == "redirect-to":
                self.redirect(302, query["url"][0])
            elif parts[0] == "host":
                self.send_bytes(200, (self.headers.get("Host") or "").encode(), "text/plain")
            elif parts[0] == "loop" and len(parts) == 2:
                self.redirect(302, "/loop/%d" % (int(parts[1]) + 1))
            else:
                self.send_bytes(404, b"no such route\n", "text/plain")
        except (BrokenPipeError, ConnectionResetError):
            pass  # the client gave up (timeouts and size limits do that on purpose)


def start(context=None):
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    if context is not None:
        server.socket = context.wrap_socket(server.socket, server_side=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server.server_address[1]


def main():
    ports = [start()]
    if len(sys.argv) == 5 and sys.argv[2] == "--tls":
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(sys.argv[3], sys.argv[4])
        ports.append(start(context))
    print("PORT " + " ".join(str(p) for p in ports), flush=True)
    sys.stdin.read()  # returns at end of file: the test is done (or gone)
    os._exit(0)


if __name__ == "__main__":
    main()
