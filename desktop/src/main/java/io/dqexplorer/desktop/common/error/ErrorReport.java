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
import java.util.List;
import java.util.Optional;

/**
 * Any failure put into words for the error banner: what happened, the service's code and
 * request id when it gave them, and what the user can do. The one mapping from SDK errors to UI text.
 */
public record ErrorReport(String headline, String detail, Optional<String> code, Optional<String> requestId,
                          ErrorAction action) {

    /** The first that the failure is an instance of gives its words. */
    private static final List<Kind> KINDS = List.of(
            new Kind(AuthenticationException.class, "Your sign-in is no longer accepted", ErrorAction.SIGN_IN_AGAIN),
            new Kind(PermissionException.class, "Your credential may not make this request", ErrorAction.CHECK_ACCESS),
            new Kind(UnavailableException.class, "Not measured yet", ErrorAction.NOT_MEASURED),
            new Kind(StaleException.class, "This measurement has moved on", ErrorAction.LOAD_LATEST),
            new Kind(OverloadedException.class, "The service is busy", ErrorAction.RETRY),
            new Kind(DeadlineException.class, "The service took too long to answer", ErrorAction.RETRY),
            new Kind(TransportException.class, "The service could not be reached", ErrorAction.RETRY),
            new Kind(ProtocolException.class, "The service sent an answer that could not be read", ErrorAction.RETRY),
            // asking again would send the same request and be refused the same way
            new Kind(InvalidRequestException.class, "The service refused the request", ErrorAction.NONE));
    private static final Kind OTHER = new Kind(DqException.class, "The service failed", ErrorAction.RETRY);

    public static ErrorReport of(Throwable failure) {
        if (failure instanceof DqException dq) {
            return ofService(dq);
        }
        return new ErrorReport("Something went wrong", String.valueOf(failure.getMessage()),
                Optional.empty(), Optional.empty(), ErrorAction.RETRY);
    }

    private static ErrorReport ofService(DqException e) {
        String detail = e instanceof OverloadedException overloaded ? e.serviceMessage()
                + overloaded.retryAfter().map(d -> " It asked to wait " + Formats.retryWait(d) + ".").orElse("")
                : e.serviceMessage();
        Kind kind = KINDS.stream().filter(known -> known.type().isInstance(e)).findFirst().orElse(OTHER);
        return new ErrorReport(kind.headline(), detail, e.code(), e.requestId(), kind.action());
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

    /** A kind of the service's failures in words, and what the user can do about it. */
    private record Kind(Class<? extends DqException> type, String headline, ErrorAction action) {
    }
}
