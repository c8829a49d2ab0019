package io.dqexplorer.sdk.internal.http;

import io.dqexplorer.sdk.error.AuthenticationException;
import io.dqexplorer.sdk.error.DeadlineException;
import io.dqexplorer.sdk.error.DqException;
import io.dqexplorer.sdk.error.InvalidRequestException;
import io.dqexplorer.sdk.error.OverloadedException;
import io.dqexplorer.sdk.error.PermissionException;
import io.dqexplorer.sdk.error.ProtocolException;
import io.dqexplorer.sdk.error.ServerException;
import io.dqexplorer.sdk.error.StaleException;
import io.dqexplorer.sdk.error.TransportException;
import io.dqexplorer.sdk.error.UnavailableException;

import java.time.Duration;
import java.util.Set;

/**
 * The one place where an answer (or its absence) becomes an SDK exception. The HTTP status is
 * read first and chooses the type; the body's {@code code} and {@code message} fill it in:
 * <ul>
 * <li>400 and any other unlisted 4xx: {@link InvalidRequestException}; 401 {@link AuthenticationException};
 * 403 {@link PermissionException}; 404 {@link UnavailableException}; 409 {@link StaleException};
 * 429 and 503 {@link OverloadedException} (with the Retry-After); 504 {@link DeadlineException};
 * other 5xx {@link ServerException}; 1xx/3xx (e.g. a redirect, never followed) {@link ProtocolException}.</li>
 * <li>An error answer without the contract's JSON error body ({@code code} and {@code message}):
 * HTML from a proxy, an empty or malformed body, is not the service speaking, so it is a
 * {@link ProtocolException} carrying the status, except 503, which stays an
 * {@link OverloadedException} because its meaning and Retry-After live in the status and header.</li>
 * <li>No answer at all: {@link TransportException} with status 0.</li>
 * </ul>
 * Whether a failure is retried is decided by the caller from the status, not from the type.
 */
public final class ErrorMapper {

    /** OAuth error codes that mean "this credential is not accepted" (RFC 6749 §5.2). */
    private static final Set<String> OAUTH_CREDENTIAL_ERRORS = Set.of("invalid_client", "unauthorized_client", "invalid_grant");

    private ErrorMapper() {
    }

    /** The service answered with its JSON error body (or an OAuth error body, translated by the caller). */
    public static DqException byStatus(int status, String code, String message, String requestId,
                                       Duration retryAfter, Throwable cause) {
        if (status == 400) {
            return new InvalidRequestException(status, code, message, requestId, cause);
        }
        if (status == 401) {
            return new AuthenticationException(status, code, message, requestId, cause);
        }
        if (status == 403) {
            return new PermissionException(status, code, message, requestId, cause);
        }
        if (status == 404) {
            return new UnavailableException(status, code, message, requestId, cause);
        }
        if (status == 409) {
            return new StaleException(status, code, message, requestId, cause);
        }
        if (status == 429 || status == 503) {
            return new OverloadedException(status, code, message, requestId, retryAfter, cause);
        }
        if (status == 504) {
            return new DeadlineException(status, code, message, requestId, cause);
        }
        if (status >= 400 && status < 500) {
            return new InvalidRequestException(status, code, message, requestId, cause);
        }
        if (status >= 500 && status < 600) {
            return new ServerException(status, code, message, requestId, cause);
        }
        return new ProtocolException(status, code, message, requestId, cause);
    }

    /** An error status whose body is not the contract's JSON error body. */
    public static DqException withoutErrorBody(int status, String what, String requestId, Duration retryAfter,
                                               Throwable cause) {
        if (status == 503) {
            return new OverloadedException(status, null, "service temporarily unavailable (" + what + ")",
                    requestId, retryAfter, cause);
        }
        return new ProtocolException(status, null, "HTTP " + status + " answered with " + what
                + " instead of the service's JSON error body (a proxy or another server may have answered)",
                requestId, cause);
    }

    /** The token endpoint refused the exchange with an OAuth error (RFC 6749 §5.2). */
    public static DqException tokenError(int status, String oauthCode, String description, String tokenUrl,
                                         String requestId, Duration retryAfter) {
        String message = (description == null || description.isBlank())
                ? "the token endpoint " + tokenUrl + " refused the client credentials exchange"
                : description;
        if (oauthCode != null && OAUTH_CREDENTIAL_ERRORS.contains(oauthCode)) {
            return new AuthenticationException(status, oauthCode, message, requestId, null);
        }
        return byStatus(status, oauthCode, message, requestId, retryAfter, null);
    }

    /** No answer came: connection refused, reset, timed out, or the call was interrupted. */
    public static TransportException noAnswer(String message, String requestId, Throwable cause) {
        return new TransportException(0, null, message, requestId, cause);
    }

    /** An answer came with a status but its body could not be read to the end. */
    public static DqException bodyFailed(int status, String message, String requestId, Throwable cause,
                                         boolean timedOut) {
        if (timedOut) {
            return new TransportException(status, null, message, requestId, cause);
        }
        return new ProtocolException(status, null, message, requestId, cause);
    }

    public static ProtocolException protocol(int status, String message, String requestId, Throwable cause) {
        return new ProtocolException(status, null, message, requestId, cause);
    }
}
