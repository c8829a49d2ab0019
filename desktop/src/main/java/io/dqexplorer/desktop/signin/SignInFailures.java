package io.dqexplorer.desktop.signin;

import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.desktop.common.error.ErrorAction;
import io.dqexplorer.desktop.common.error.ErrorReport;
import io.dqexplorer.sdk.error.AuthenticationException;
import io.dqexplorer.sdk.error.TransportException;
import io.dqexplorer.sdk.error.UnavailableException;
import io.dqexplorer.sdk.model.Access;

import java.util.Optional;

/**
 * Sign-in failures in words that say which field to change. Everything else (a busy or failing
 * service, say) is worded by {@link ErrorReport} like anywhere else in the app. Every report here
 * has {@link ErrorAction#NONE}: the way on is to change a field and press "Sign in" again, and the
 * banner's actions (sign in again, show access, load latest) mean nothing before a session exists.
 */
final class SignInFailures {

    private SignInFailures() {
    }

    static ErrorReport describe(Throwable failure) {
        if (failure instanceof IllegalArgumentException invalidSetting) {
            return new ErrorReport("These settings cannot be used", inFieldNames(invalidSetting.getMessage()),
                    Optional.empty(), Optional.empty(), ErrorAction.NONE);
        }
        if (failure instanceof AuthenticationException refused) {
            return new ErrorReport("The client id or secret was not accepted",
                    "The token endpoint refused this credential: " + sentence(refused.serviceMessage())
                            + " Check the client id and secret you were given at onboarding.",
                    refused.code(), refused.requestId(), ErrorAction.NONE);
        }
        if (failure instanceof TransportException unreachable) {
            return new ErrorReport("The token endpoint or the service could not be reached",
                    sentence(unreachable.serviceMessage()) + " Check the token URL, the service URL and your network.",
                    unreachable.code(), unreachable.requestId(), ErrorAction.NONE);
        }
        if (failure instanceof UnavailableException notFound) {
            // the access endpoint always answers at the right address: a 404 means the address is wrong
            return new ErrorReport("No access endpoint at this service URL — check the service URL",
                    sentence(notFound.serviceMessage()) + " The service URL is the address the access endpoint"
                            + " and the measurements are under, e.g. https://dq.example.com.",
                    notFound.code(), notFound.requestId(), ErrorAction.NONE);
        }
        return ErrorReport.of(failure).withAction(ErrorAction.NONE);
    }

    /** The builder names settings as in code ("serviceUrl ..."); the form calls them "Service URL". */
    private static String inFieldNames(String message) {
        return message.replaceFirst("^serviceUrl", "Service URL")
                .replaceFirst("^tokenUrl", "Token URL")
                .replaceFirst("^clientId", "Client id")
                .replaceFirst("^clientSecret", "Client secret");
    }

    private static String sentence(String text) {
        if (text == null || text.isEmpty()) {
            return "";
        }
        String capitalized = Character.toUpperCase(text.charAt(0)) + text.substring(1);
        return capitalized.endsWith(".") ? capitalized : capitalized + ".";
    }

    /** The access endpoint answered, but the credential may not read measurements. */
    static ErrorReport cannotViewData(Access access) {
        return new ErrorReport("This credential cannot view data",
                "The access endpoint reports " + Formats.access(access) + ". Reading measurements needs " + Access.VIEW_DATA
                        + "; ask whoever issued the credential to grant it.",
                Optional.empty(), Optional.empty(), ErrorAction.NONE);
    }
}
