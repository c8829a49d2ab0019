package io.dqexplorer.sdk.internal.auth;

import io.dqexplorer.sdk.MonotonicClock;
import io.dqexplorer.sdk.error.DqException;
import io.dqexplorer.sdk.internal.http.ErrorMapper;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The token cache. Single-flight: when the cache is cold or stale, the first caller performs the
 * one exchange and every concurrent caller waits for it and shares its token or its failure.
 * A failure is not cached: the next call tries again.
 * <p>When a newly exchanged token replaces the one exchanged before it, the old value is handed to
 * {@code retired} (the client forgets it in its redactor), so that the set of values redacted from
 * log lines and exception texts does not grow with every exchange of a long session.
 */
public final class TokenSource {

    private final Supplier<AccessToken> exchange;
    private final MonotonicClock clock;
    private final Consumer<String> retired;
    private final Object lock = new Object();
    private AccessToken cached;
    /** The token of the latest successful exchange, also after {@link #invalidate} dropped it from the cache. */
    private AccessToken latest;
    private CompletableFuture<AccessToken> inFlight;

    public TokenSource(Supplier<AccessToken> exchange, MonotonicClock clock, Consumer<String> retired) {
        this.exchange = exchange;
        this.clock = clock;
        this.retired = retired;
    }

    /**
     * A token valid now: the cached one, or the result of the (one) exchange in flight.
     *
     * @param requestId the id of the service request the token is for; a failure of waiting for
     *                  another caller's exchange carries it (an exchange's own failure carries the
     *                  token request's id)
     */
    public AccessToken current(String requestId) {
        while (true) {
            CompletableFuture<AccessToken> flight;
            boolean leader = false;
            synchronized (lock) {
                if (cached != null && cached.freshAt(clock.nanoTime())) {
                    return cached;
                }
                if (inFlight == null) {
                    inFlight = new CompletableFuture<>();
                    leader = true;
                }
                flight = inFlight;
            }
            if (leader) {
                return lead(flight);
            }
            try {
                return flight.get();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw ErrorMapper.noAnswer("interrupted while waiting for an access token", requestId, null);
            } catch (ExecutionException e) {
                Throwable cause = e.getCause();
                if (cause instanceof LeaderInterrupted && !Thread.currentThread().isInterrupted()) {
                    continue; // the leader was cancelled, not us: try again
                }
                if (cause instanceof LeaderInterrupted interrupted) {
                    throw interrupted.error;
                }
                if (cause instanceof DqException dq) {
                    throw dq;
                }
                throw ErrorMapper.noAnswer("the token exchange failed", requestId, cause);
            }
        }
    }

    private AccessToken lead(CompletableFuture<AccessToken> flight) {
        try {
            AccessToken token = exchange.get();
            AccessToken replaced;
            synchronized (lock) {
                replaced = latest;
                latest = token;
                cached = token;
                inFlight = null;
            }
            flight.complete(token);
            if (replaced != null && !replaced.value().equals(token.value())) {
                retired.accept(replaced.value());
            }
            return token;
        } catch (RuntimeException | Error e) {
            synchronized (lock) {
                inFlight = null;
            }
            if (Thread.currentThread().isInterrupted() && e instanceof DqException dq) {
                flight.completeExceptionally(new LeaderInterrupted(dq));
            } else {
                flight.completeExceptionally(e);
            }
            throw e;
        }
    }

    /** Drops {@code rejected} if it is still the cached token, so that the next call exchanges afresh. */
    public void invalidate(AccessToken rejected) {
        synchronized (lock) {
            if (cached == rejected) {
                cached = null;
            }
        }
    }

    /** Forgets every token (on close). */
    public void clear() {
        synchronized (lock) {
            cached = null;
            latest = null;
        }
    }

    private static final class LeaderInterrupted extends RuntimeException {
        private final DqException error;

        LeaderInterrupted(DqException error) {
            super(null, null, false, false);
            this.error = error;
        }
    }
}
