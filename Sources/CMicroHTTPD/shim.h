#ifndef SPLASHREEL_CMICROHTTPD_SHIM_H
#define SPLASHREEL_CMICROHTTPD_SHIM_H
#include <arpa/inet.h>
#include <netinet/in.h>
#include <stdint.h>
#include <string.h>
#include <sys/socket.h>
#include <microhttpd.h>

/// `MHD_start_daemon` and `MHD_get_daemon_info` are variadic, which Swift cannot call: this shim
/// starts a daemon bound to 127.0.0.1 only (never another address), a thread per connection,
/// with bounded connections, per-connection memory (request line and headers) and an idle timeout.
static inline struct MHD_Daemon *splashreel_mhd_start_loopback(
    uint16_t port, MHD_AccessHandlerCallback handler, void *context, MHD_RequestCompletedCallback completed,
    unsigned int connection_limit, size_t memory_limit, unsigned int timeout_seconds) {
  struct sockaddr_in address;
  memset(&address, 0, sizeof address);
  address.sin_family = AF_INET;
  address.sin_port = htons(port);
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  return MHD_start_daemon(
      MHD_USE_THREAD_PER_CONNECTION | MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_POLL, port, NULL, NULL, handler,
      context, MHD_OPTION_SOCK_ADDR, (struct sockaddr *)&address, MHD_OPTION_CONNECTION_LIMIT, connection_limit,
      MHD_OPTION_PER_IP_CONNECTION_LIMIT, connection_limit, MHD_OPTION_CONNECTION_MEMORY_LIMIT, memory_limit,
      MHD_OPTION_CONNECTION_TIMEOUT, timeout_seconds, MHD_OPTION_NOTIFY_COMPLETED, completed, context,
      MHD_OPTION_END);
}

/// The port the daemon listens on (the one the system picked for port 0).
static inline uint16_t splashreel_mhd_bound_port(struct MHD_Daemon *daemon) {
  const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
  return info ? info->port : 0;
}

#endif
