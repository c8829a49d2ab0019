package io.dqexplorer.desktop.common.error;

import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.sdk.error.AuthenticationException;
import io.dqexplorer.sdk.error.DeadlineException;
import io.dqexplorer.sdk.error.DqException;
import io.dqexplorer.sdk.error.InvalidRequestException;
import io.dqexplorer.sdk.error.OverloadedException;
import io.dqexplorer.sdk.error.PermissionException;
import io.dqexplorer.sdk.error.ProtocolException;
import io.dqexplorer.sdk.error.StaleException;
import io.dqexplorer.sdk.error.TransportException;
import io.dqexplorer.sdk.error.UnavailableException;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Optional;

/**
 * Any failure put into words for the error banner: what happened, the service's code and
 * request id when it gave them, and what the user can do. The one mapping from SDK errors to UI text.
 */
public record ErrorReport(String headline, String detail, Optional<String> code, Optional<String> requestId,
                          ErrorAction action) {

    public static ErrorReport of(Throwable failure) {
        if (failure instanceof DqException dq) {
            return ofService(dq);
        }
        return new ErrorReport("Something went wrong", String.valueOf(failure.getMessage()),
                Optional.empty(), Optional.empty(), ErrorAction.RETRY);
    }

    private static ErrorReport ofService(DqException e) {
        String detail = e.serviceMessage();
        if (e instanceof AuthenticationException) {
            return report("Your sign-in is no longer accepted", detail, e, ErrorAction.SIGN_IN_AGAIN);
        }
        if (e instanceof PermissionException) {
            return report("Your credential may not make this request", detail, e, ErrorAction.CHECK_ACCESS);
        }
        if (e instanceof UnavailableException) {
            return report("Not measured yet", detail, e, ErrorAction.NOT_MEASURED);
        }
        if (e instanceof StaleException) {
            return report("This measurement has moved on", detail, e, ErrorAction.LOAD_LATEST);
        }
        if (e instanceof OverloadedException overloaded) {
            String wait = overloaded.retryAfter().map(d -> " It asked to wait " + Formats.retryWait(d) + ".").orElse("");
            return report("The service is busy", detail + wait, e, ErrorAction.RETRY);
        }
        if (e instanceof DeadlineException) {
            return report("The service took too long to answer", detail, e, ErrorAction.RETRY);
        }
        if (e instanceof TransportException) {
            return report("The service could not be reached", detail, e, ErrorAction.RETRY);
        }
        if (e instanceof ProtocolException) {
            return report("The service sent an answer that could not be read", detail, e, ErrorAction.RETRY);
        }
        if (e instanceof InvalidRequestException) {
            // asking again would send the same request and be refused the same way
            return report("The service refused the request", detail, e, ErrorAction.NONE);
        }
        return report("The service failed", detail, e, ErrorAction.RETRY);
    }

    /**
     * The report as text to paste into a support request: what happened, the code, the request id and
     * when. Made of the report's own words only, which never hold a secret or a token.
     */
    public String details(Instant when) {
        StringBuilder text = new StringBuilder(headline);
        if (!detail.isBlank()) {
            text.append('\n').append(detail);
        }
        code.ifPresent(c -> text.append("\nCode: ").append(c));
        requestId.ifPresent(id -> text.append("\nRequest id: ").append(id));
        return text.append("\nTime: ").append(when.truncatedTo(ChronoUnit.SECONDS)).append('\n').toString();
    }

    /** The same words with another action, e.g. none where the place shown has nothing to press. */
    public ErrorReport withAction(ErrorAction other) {
        return new ErrorReport(headline, detail, code, requestId, other);
    }

    private static ErrorReport report(String headline, String detail, DqException e, ErrorAction action) {
        return new ErrorReport(headline, detail, e.code(), e.requestId(), action);
    }
}
