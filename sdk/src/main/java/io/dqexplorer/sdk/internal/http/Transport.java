package io.dqexplorer.sdk.internal.http;

import io.dqexplorer.sdk.RetryListener;
import io.dqexplorer.sdk.RetryPolicy;
import io.dqexplorer.sdk.Sleeper;
import io.dqexplorer.sdk.error.DqException;
import io.dqexplorer.sdk.internal.Redactor;
import io.dqexplorer.sdk.internal.SdkLog;
import okhttp3.Call;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;
import okhttp3.ResponseBody;

import java.io.IOException;
import java.math.BigDecimal;
import java.net.SocketTimeoutException;
import java.time.Clock;
import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.TimeUnit;
import java.util.function.DoubleSupplier;
import java.util.function.Supplier;

/**
 * Sends requests over the one shared OkHttpClient and runs attempts under the retry policy.
 * <p>Retried: connection failures (no answer), bodies cut off or timed out mid-way, exchanges
 * past their deadline, and the
 * statuses 500, 502, 503 and 504; nothing else. A 503's {@code Retry-After} (seconds or
 * HTTP-date) is honoured up to {@link RetryPolicy#maxRetryAfter()}; otherwise the delay is
 * {@code baseDelay × 2^(attempt-1)} capped at {@link RetryPolicy#maxBackoff()}, with "equal jitter"
 * (a uniformly random 50–100 % of that). At most {@link RetryPolicy#maxAttempts()} attempts.
 * <p>A request whose pooled keep-alive connection turns out closed (no answer, no time-out) is sent
 * once more at once on a new connection, without counting as an attempt: servers close idle keep-alive connections
 * (OkHttp keeps them five minutes), and the first request after a pause would otherwise cost a
 * retry and its backoff. Only a failure on a connection the call opened itself counts.
 * <p>Deadline: each exchange must be complete (connected, sent, answered and its body read to
 * the end) within the deadline its caller gives, whatever the per-read time-out: a server that
 * drips its body a byte at a time would otherwise hold the call for ever. An exchange past its
 * deadline is cancelled and counts as a failed attempt, retried like a time-out.
 * <p>Cancellation: an interrupted thread is never sent another attempt. Interruption before or
 * between attempts (or during the retry sleep) ends the call with a
 * {@link io.dqexplorer.sdk.error.TransportException} whose message says it was interrupted; the
 * thread's interrupt flag stays set so the caller can tell.
 */
public final class Transport {

    private final OkHttpClient client;
    private final RetryPolicy policy;
    private final RetryListener listener;
    private final Sleeper sleeper;
    private final Redactor redactor;
    private final SdkLog log;
    private final DoubleSupplier jitter;
    private final Clock wallClock;

    public Transport(OkHttpClient client, RetryPolicy policy, RetryListener listener, Sleeper sleeper,
                     Redactor redactor, DoubleSupplier jitter, Clock wallClock) {
        this.client = client.newBuilder().eventListenerFactory(ConnectionUse.FACTORY).build();
        this.policy = Objects.requireNonNull(policy);
        this.listener = listener;
        this.sleeper = Objects.requireNonNull(sleeper);
        this.redactor = Objects.requireNonNull(redactor);
        this.log = new SdkLog(redactor);
        this.jitter = Objects.requireNonNull(jitter);
        this.wallClock = Objects.requireNonNull(wallClock);
    }

    public Redactor redactor() {
        return redactor;
    }

    /** The SDK's logger, redacting and escaping with this transport's redactor. */
    public SdkLog log() {
        return log;
    }

    /** Runs {@code attempt} until it succeeds, fails for good, or the attempts are used up. */
    public <T> T withRetries(String requestId, Supplier<Outcome<T>> attempt) {
        int max = policy.maxAttempts();
        for (int n = 1; ; n++) {
            if (Thread.currentThread().isInterrupted()) {
                throw interrupted(requestId, null);
            }
            Outcome<T> outcome = attempt.get();
            if (outcome instanceof Outcome.Done<T> done) {
                return done.value();
            }
            Outcome.Failed<T> failed = (Outcome.Failed<T>) outcome;
            if (!failed.retryable() || n >= max) {
                throw failed.error();
            }
            Duration delay = failed.retryAfter() != null
                    ? min(failed.retryAfter(), policy.maxRetryAfter())
                    : backoff(n);
            log.info("request {0}: attempt {1} of {2} failed ({3}); retrying in {4} ms",
                    requestId, n, max, failed.error().getMessage(), delay.toMillis());
            if (listener != null) {
                listener.retrying(n + 1, max, delay, failed.error());
            }
            try {
                sleeper.sleep(delay);
            } catch (InterruptedException e) {
                throw interrupted(requestId, failed.error());
            }
        }
    }

    /** The backoff before attempt {@code failedAttempt + 1}: base × 2^(failedAttempt-1), capped, with jitter. */
    Duration backoff(int failedAttempt) {
        long base = policy.baseDelay().toNanos();
        long cap = policy.maxBackoff().toNanos();
        long raw = base;
        for (int i = 1; i < failedAttempt && raw < cap; i++) {
            raw = raw > Long.MAX_VALUE / 2 ? Long.MAX_VALUE : raw * 2;
        }
        long capped = Math.min(raw, cap);
        double factor = 0.5 + 0.5 * Math.min(1.0, Math.max(0.0, jitter.getAsDouble()));
        return Duration.ofNanos((long) (capped * factor));
    }

    private static Duration min(Duration a, Duration b) {
        return a.compareTo(b) <= 0 ? a : b;
    }

    /** Whether a status is one we retry: 500, 502, 503, 504. */
    public static boolean retryableStatus(int status) {
        return status == 500 || status == 502 || status == 503 || status == 504;
    }

    /**
     * The Retry-After to honour for an answer: a 503's header, or null. On any other status (500,
     * 502, 504, 429, ...) the header is ignored and the retry, if any, uses the backoff.
     */
    public Duration retryAfter(Answer answer) {
        if (answer.status() != 503) {
            return null;
        }
        return RetryAfter.parse(answer.headers().get("Retry-After"), answer.headers().get("Date"), wallClock.instant());
    }

    /**
     * One HTTP exchange, reading the whole body within {@code deadline}. Never throws for network
     * trouble: it returns a retryable failure instead (or a final one when the thread was interrupted).
     */
    public Outcome<Answer> exchange(Request request, String requestId, String target, Duration deadline) {
        ConnectionUse use = new ConnectionUse();
        Call call = client.newCall(request.newBuilder().tag(ConnectionUse.class, use).build());
        call.timeout().timeout(deadline.toNanos(), TimeUnit.NANOSECONDS);
        Response response;
        try {
            response = call.execute();
        } catch (IOException e) {
            if (isInterruption()) {
                return Outcome.failed(interrupted(requestId, null), false, null);
            }
            if (call.isCanceled()) {
                String message = "timed out: no answer from " + target + " within the deadline of " + seconds(deadline);
                log.debug("request {0}: {1}", requestId, message);
                return Outcome.failed(ErrorMapper.noAnswer(message, requestId, e), true, null);
            }
            if (use.reusedPooledConnection() && !(e instanceof SocketTimeoutException)) {
                log.debug("request {0}: a pooled connection was closed by the server ({1}); sending on a new one",
                        requestId, describe(e));
                return exchange(request, requestId, target, deadline);
            }
            String message = "no answer from " + target + ": " + describe(e);
            log.debug("request {0}: {1}", requestId, message);
            return Outcome.failed(ErrorMapper.noAnswer(message, requestId, e), true, null);
        } catch (Exception e) {
            // OkHttp is Kotlin: an interrupt while it races connections escapes as a checked
            // InterruptedException that Java cannot declare, and it has cleared the flag.
            if (e instanceof InterruptedException) {
                return Outcome.failed(interrupted(requestId, null), false, null);
            }
            return Outcome.failed(ErrorMapper.noAnswer("the request to " + target + " could not be sent: "
                    + describe(e), requestId, e), false, null);
        }
        try (response) {
            String answeredId = response.header("x-request-id");
            String id = answeredId == null || answeredId.isBlank() ? requestId : answeredId;
            ResponseBody body = response.body();
            byte[] bytes;
            try {
                bytes = body.bytes();
            } catch (IOException e) {
                if (isInterruption()) {
                    return Outcome.failed(interrupted(id, null), false, null);
                }
                boolean pastDeadline = call.isCanceled();
                boolean timedOut = pastDeadline || e instanceof SocketTimeoutException;
                String message;
                if (pastDeadline) {
                    message = "timed out: the body of HTTP " + response.code() + " from " + target
                            + " was not complete within the deadline of " + seconds(deadline);
                } else if (timedOut) {
                    message = "timed out reading the body of HTTP " + response.code() + " from " + target;
                } else {
                    message = "the body of HTTP " + response.code() + " from " + target + " was cut off: " + describe(e);
                }
                log.debug("request {0}: {1}", id, message);
                return Outcome.failed(ErrorMapper.bodyFailed(response.code(), message, id, e, timedOut), true, null);
            }
            String contentType = response.header("Content-Type");
            log.debug("request {0}: {1} -> HTTP {2}, {3} bytes", id, target, response.code(), bytes.length);
            return Outcome.done(new Answer(response.code(), response.headers(), bytes, contentType, id));
        }
    }

    /** "30 s", "1.5 s", "0.25 s": a deadline as a user reads it. */
    private static String seconds(Duration deadline) {
        return BigDecimal.valueOf(deadline.toMillis(), 3).stripTrailingZeros().toPlainString() + " s";
    }

    /** Whether an I/O failure is an interrupt: okio and OkHttp's HTTP/2 streams keep the flag set when they throw for it. */
    private static boolean isInterruption() {
        return Thread.currentThread().isInterrupted();
    }

    private String describe(Throwable e) {
        String message = e.getMessage();
        return redactor.redact(e.getClass().getSimpleName() + (message == null ? "" : " (" + message + ")"));
    }

    private static DqException interrupted(String requestId, DqException last) {
        Thread.currentThread().interrupt();
        return ErrorMapper.noAnswer("the call was interrupted (cancelled) and not retried", requestId, last);
    }
}
