import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";

// This entry only runs at build time, to prerender pages. React Router's default streams each
// Suspense boundary as it resolves (a hidden copy plus inline scripts that move it into place and
// reveal it after load, which shifts the layout); a static page has nothing to stream, so every
// page waits for all of its content and is written complete, in document order.
export const streamTimeout = 5_000;

export default function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext) {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });

  return new Promise<Response>((resolve, reject) => {
    let responseStatus = status;
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      // React also moves a large finished boundary out of place to flush sooner; never here.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const body = new PassThrough();
        headers.set("Content-Type", "text/html");
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers, status: responseStatus }));
      },
      onShellError: reject,
      onError(error) {
        responseStatus = 500;
        console.error(error);
      },
    });
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}
