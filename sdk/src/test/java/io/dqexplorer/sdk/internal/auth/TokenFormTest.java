package io.dqexplorer.sdk.internal.auth;

import com.nimbusds.oauth2.sdk.ClientCredentialsGrant;
import com.nimbusds.oauth2.sdk.TokenRequest;
import com.nimbusds.oauth2.sdk.auth.ClientSecretPost;
import com.nimbusds.oauth2.sdk.auth.Secret;
import com.nimbusds.oauth2.sdk.id.ClientID;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.net.URI;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The token request's form, written by us, is the very form Nimbus writes for the same client. */
class TokenFormTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "northwind-analyst|L6-RhoiOhZODqxctNEN7gXJ-k3TOuGKX",
            "client with spaces|s3cr3t+/=&%?#~*.!'()",
            "k\u00fcche|\u65e5\u672c\ud83d\ude00",
    })
    void theFormIsNimbusForm(String clientId, String secret) throws Exception {
        String nimbus = new TokenRequest.Builder(URI.create("http://127.0.0.1:1/oauth2/token"),
                new ClientSecretPost(new ClientID(clientId), new Secret(secret)), new ClientCredentialsGrant())
                .build().toHTTPRequest().getBody();
        assertEquals(nimbus, TokenExchange.form(clientId, secret));
    }
}
