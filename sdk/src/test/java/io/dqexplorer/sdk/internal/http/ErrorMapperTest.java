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
import io.dqexplorer.sdk.error.UnavailableException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ErrorMapperTest {

    @ParameterizedTest
    @CsvSource({"400,InvalidRequestException", "401,AuthenticationException", "403,PermissionException",
            "404,UnavailableException", "409,StaleException", "429,OverloadedException", "503,OverloadedException",
            "504,DeadlineException", "402,InvalidRequestException", "499,InvalidRequestException",
            "500,ServerException", "502,ServerException", "599,ServerException", "600,ProtocolException",
            "399,ProtocolException", "302,ProtocolException"})
    void theStatusChoosesTheType(int status, String type) {
        DqException e = ErrorMapper.byStatus(status, "some_code", "text", "rid", null, null);
        assertEquals(type, e.getClass().getSimpleName());
        assertEquals(status, e.status());
    }

    @Test
    void onlyAServiceThatGaveNoAnswerToGoByIsUnreachable() {
        for (int status : new int[] {500, 502, 503, 504}) {
            assertTrue(ErrorMapper.byStatus(status, "c", "m", "rid", null, null).unreachable(), "HTTP " + status);
        }
        assertTrue(ErrorMapper.noAnswer("refused", "rid", null).unreachable());
        for (int status : new int[] {400, 401, 403, 404, 409}) {
            assertFalse(ErrorMapper.byStatus(status, "c", "m", "rid", null, null).unreachable(), "HTTP " + status);
        }
        assertFalse(ErrorMapper.protocol(200, "not JSON", "rid", null).unreachable());
    }

    @Test
    void anOverloadCarriesItsRetryAfter() {
        OverloadedException e = assertInstanceOf(OverloadedException.class,
                ErrorMapper.byStatus(503, "service_overloaded", "busy", "rid", Duration.ofSeconds(7), null));
        assertEquals(Duration.ofSeconds(7), e.retryAfter().orElseThrow());
    }

    @Test
    void oauthCredentialErrorsAreAuthenticationAndOthersGoByStatus() {
        for (String code : new String[] {"invalid_client", "unauthorized_client", "invalid_grant"}) {
            assertInstanceOf(AuthenticationException.class, ErrorMapper.tokenError(400, code, "no", "T", "rid", null));
        }
        assertInstanceOf(InvalidRequestException.class, ErrorMapper.tokenError(400, "invalid_scope", "no", "T", "rid", null));
        assertInstanceOf(ServerException.class, ErrorMapper.tokenError(500, null, null, "T", "rid", null));
        assertInstanceOf(PermissionException.class, ErrorMapper.tokenError(403, "access_denied", null, "T", "rid", null));
        assertInstanceOf(StaleException.class, ErrorMapper.byStatus(409, "c", "m", "rid", null, null));
        assertInstanceOf(UnavailableException.class, ErrorMapper.byStatus(404, "c", "m", "rid", null, null));
        assertInstanceOf(DeadlineException.class, ErrorMapper.byStatus(504, "c", "m", "rid", null, null));
        assertInstanceOf(ProtocolException.class, ErrorMapper.withoutErrorBody(502, "a text/html body", "rid", null, null));
    }

    @Test
    void aTokenErrorWithoutADescriptionNamesTheTokenEndpoint() {
        String fallback = "the token endpoint https://auth.example.com/token refused the client credentials exchange";
        assertTrue(ErrorMapper.tokenError(400, "invalid_client", null, "https://auth.example.com/token", "rid", null)
                .getMessage().contains(fallback));
        assertTrue(ErrorMapper.tokenError(400, "invalid_client", " ", "https://auth.example.com/token", "rid", null)
                .getMessage().contains(fallback));
        assertTrue(ErrorMapper.tokenError(400, "invalid_client", "secret expired", "https://auth.example.com/token", "rid", null)
                .getMessage().contains("secret expired"));
    }
}
