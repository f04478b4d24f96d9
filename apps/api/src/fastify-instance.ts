import { createServer, type RequestListener, type Server } from "node:http";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config";
import { capConnectionsPerAddress, trustedProxy } from "./lib/http/connection-cap";
import { LogThrottle } from "./lib/http/log-throttle";
import { requestForLog } from "./lib/http/request-log";
import { requireSchemas } from "./lib/http/route-schemas";

/** Where the log goes instead of stdout. */
export interface LogStream {
  write(line: string): void;
}

/**
 * Fastify ignores a bare hop count (it cannot check the nearest peer), so a count becomes "trust
 * the nearest N hops": meant for a server that only the proxies can reach (HOST on loopback).
 */
function trustProxyOption(setting: Config["TRUST_PROXY"]) {
  if (typeof setting !== "number") return setting;
  return (_address: string, hop: number) => hop < setting;
}

function httpServer(config: Config, handler: RequestListener, refused: (address: string) => void): Server {
  const server = createServer(
    {
      requestTimeout: config.HTTP_REQUEST_TIMEOUT_MS,
      headersTimeout: Math.min(config.HTTP_HEADERS_TIMEOUT_MS, config.HTTP_REQUEST_TIMEOUT_MS),
      keepAliveTimeout: config.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      // How often Node looks for requests past those timeouts (its default is every 30 s).
      connectionsCheckingInterval: Math.max(
        100,
        Math.min(5000, config.HTTP_HEADERS_TIMEOUT_MS / 4, config.HTTP_REQUEST_TIMEOUT_MS / 4),
      ),
    },
    handler,
  );
  server.setTimeout(config.HTTP_IDLE_TIMEOUT_MS, (socket) => socket.destroy());
  capConnectionsPerAddress(server, {
    max: config.HTTP_MAX_CONNECTIONS_PER_IP,
    exempt: trustedProxy(config.TRUST_PROXY),
    refused,
  });
  return server;
}

/** The Fastify instance with its server, logger and schema compilers, before any plugin or route. */
export function fastifyFor(config: Config, logStream?: LogStream): FastifyInstance {
  // The server is made before the logger exists; its refusals are logged once it does.
  let connectionRefused = (_address: string) => {};
  const app = Fastify({
    logger:
      config.LOG_LEVEL === "silent"
        ? false
        : {
            level: config.LOG_LEVEL,
            serializers: { req: requestForLog },
            ...(logStream ? { stream: logStream } : {}),
          },
    logController: new LogController({ disableRequestLogging: !config.LOG_REQUESTS }),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    // A request that reached the server while it closes is served (the database closes after the
    // last one), not refused with 503: a deploy refuses no visitor (decision 017).
    return503OnClosing: false,
    // No client keeps a connection by sending slowly: see HTTP_*_TIMEOUT_MS in settings/http-settings.ts.
    serverFactory: (handler) => httpServer(config, handler, (address) => connectionRefused(address)),
  });
  const refusals = new LogThrottle();
  connectionRefused = (address) => {
    const suppressed = refusals.take("connection");
    if (suppressed !== null)
      app.log.warn(
        { remoteAddress: address, limit: config.HTTP_MAX_CONNECTIONS_PER_IP, suppressed },
        "connection refused: too many open from one address",
      );
  };
  // Only JSON bodies are accepted (forms posted without script are added per route).
  app.removeContentTypeParser("text/plain");
  // Every route declares its body, query, params and responses as zod schemas from
  // @brightwater/contracts: zod checks what comes in and serialises what goes out. A refused
  // request reaches the error handler as FST_ERR_VALIDATION (plugins/error-handler.ts).
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onRoute", requireSchemas);
  return app;
}
